// The support launcher, bottom right (spec section 4): the chat during support hours; outside them,
// or when the chat cannot run (no provider, or the visitor did not allow it), "Write to us" opens a
// contact form (support-form.tsx) that writes to the team. What shows is decided by launcher-rule.ts
// once hydrated (it depends on the visitor's clock and consent), and looked at again every minute so
// the chat gives way to the form at 17:00 Paris time. Before that, and without JavaScript, "Write to
// us" is a link to /contact (progressive enhancement, issue 18): the page's own form needs no script.
import { isCurrencyCode, localisePath, type AppLocale } from '@spindle/domain';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ChatIcon } from '../../components/icons.tsx';
import { useT } from '../../lib/use-t.ts';
import { useRootData } from '../../layout/root-data.ts';
import { useCart } from '../cart/index.ts';
import { useConsent } from '../consent/index.ts';
import { hideCrisp, loadCrisp, openCrisp } from '../third-party/index.ts';
import { LAUNCHER_HIDDEN_COOKIE, supportLauncherFor, type SupportLauncherKind } from './launcher-rule.ts';

// The form (and the field limits it shares with the API, which bring zod) loads when first opened:
// a storefront page's scripts stay without it (e2e/page-weight.e2e.ts).
const SupportForm = lazy(() => import('./support-form.tsx').then((module) => ({ default: module.SupportForm })));

const MINUTE_MS = 60_000;

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const PLACE = 'fixed right-4 bottom-[calc(var(--player-bar-height,0px)+1rem)] z-20 flex flex-col items-end gap-2';
const ROW = 'relative flex items-center gap-1';
// On a phone the launcher is a round icon (its words stay its accessible name): the wide pill covered
// what it floats over at the bottom of the screen, the cart's promo code button among them.
const LAUNCHER =
  'inline-flex size-12 items-center justify-center rounded-full bg-accent font-semibold text-accent-ink shadow-lg hover:opacity-90 sm:size-auto sm:px-5 sm:py-3';
const LAUNCHER_WORDS = 'sr-only sm:not-sr-only';
// On a phone the "hide" button is a badge on the launcher's corner, so the two take the launcher's room.
const HIDE =
  'absolute -top-2 -right-2 inline-flex size-6 text-sm sm:static sm:size-8 sm:text-base items-center justify-center rounded-full border border-line bg-surface text-ink shadow hover:bg-surface-raised';

const HIDDEN_DAYS = 30;

/** The launcher's face: an icon on a phone, the words from the `sm` breakpoint up. */
function LauncherFace({ words }: { words: string }) {
  return (
    <>
      <ChatIcon className="size-6 sm:hidden" />
      <span className={LAUNCHER_WORDS}>{words}</span>
    </>
  );
}

function launcherHidden(): boolean {
  return document.cookie.split('; ').includes(`${LAUNCHER_HIDDEN_COOKIE}=hidden`);
}

function hideLauncher(): void {
  document.cookie = `${LAUNCHER_HIDDEN_COOKIE}=hidden; path=/; max-age=${HIDDEN_DAYS * 86_400}; samesite=lax`;
}

/**
 * What the launcher is on this render: before hydration (the server's page, and a browser without
 * JavaScript) the link to /contact wherever the launcher may show at all, whatever the hour; then the
 * rule's answer.
 */
function useLauncherKind(whiteLabel: boolean, hidden: boolean): SupportLauncherKind | 'link' {
  const hydrated = useHydrated();
  const now = useMinuteClock();
  const location = useLocation();
  const root = useRootData();
  const cart = useCart(isCurrencyCode(root?.currency) ? root.currency : 'EUR');
  const consent = useConsent();
  if (hidden) return 'none';
  const kind = supportLauncherFor({
    pathname: location.pathname,
    now,
    whiteLabel,
    cartOpen: hydrated && cart.drawerOpen,
    chatConfigured: root?.thirdPartyTags.crispWebsiteId != null,
    chatConsent: typeof consent === 'object' && consent?.chat === true,
  });
  if (hydrated || kind === 'none') return kind;
  return 'link';
}

/** `whiteLabel`: the page belongs to a white-label shop (the site shell knows it from the page's data). */
export function SupportLauncher({ locale, whiteLabel }: { locale: AppLocale; whiteLabel: boolean }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const root = useRootData();
  const crispWebsiteId = root?.thirdPartyTags.crispWebsiteId ?? null;
  const [dismissed, setHidden] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  // The server reads the "hide" cookie from the request (root data), the browser from its document.
  const hidden = dismissed || (root?.supportLauncherHidden ?? false) || (hydrated && launcherHidden());
  const kind = useLauncherKind(whiteLabel, hidden);

  useEffect(() => {
    if (kind === 'chat' && crispWebsiteId) loadCrisp(crispWebsiteId);
    else hideCrisp();
  }, [kind, crispWebsiteId]);

  if (kind === 'none') return null;
  if (kind === 'link') {
    return (
      <div className={PLACE}>
        <a href={localisePath('/contact', locale)} data-chat-launcher="" className={LAUNCHER}>
          <LauncherFace words={t('support.contact')} />
        </a>
      </div>
    );
  }
  const hide = () => {
    hideLauncher();
    setHidden(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    launcherRef.current?.focus();
  };
  const showForm = kind === 'form' && formOpen;
  return (
    <div
      className={PLACE}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && showForm) closeForm();
      }}
    >
      {showForm && (
        <Suspense fallback={null}>
          <SupportForm id={panelId} locale={locale} signedIn={Boolean(root?.account.user)} onClose={closeForm} />
        </Suspense>
      )}
      <div className={ROW}>
        {kind === 'form' ? (
          <button
            ref={launcherRef}
            type="button"
            data-chat-launcher=""
            aria-expanded={showForm}
            aria-controls={showForm ? panelId : undefined}
            onClick={() => setFormOpen((open) => !open)}
            className={LAUNCHER}
          >
            <LauncherFace words={t('support.contact')} />
          </button>
        ) : (
          <button type="button" data-chat-launcher="" onClick={openCrisp} className={LAUNCHER}>
            <LauncherFace words={t('support.chat')} />
          </button>
        )}
        <button type="button" onClick={hide} aria-label={t('support.hide')} className={HIDE}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
