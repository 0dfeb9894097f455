// The cart drawer opened from the header button (spec sections 2 and 4): a modal dialog (the
// browser's <dialog>: focus stays inside, Escape closes, focus returns to the button), priced afresh
// on every opening, hiding the chat launcher while it is open.
import type { AppLocale } from '@spindle/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { localisePath } from '@spindle/domain';
import { dataKey } from '../../lib/i18n.ts';
import { BoxLines } from './cart-boxes.tsx';
import { ParcelLines } from './cart-lines.tsx';
import { closeCartDrawer, type CartSnapshot } from './cart-store.ts';
import { CartSummary } from './cart-summary.tsx';

/** A chat widget marks its launcher with this attribute; the open drawer hides it (spec section 4). */
export const CHAT_LAUNCHER_SELECTOR = '[data-chat-launcher]';

function setChatLauncherHidden(hidden: boolean): void {
  for (const element of document.querySelectorAll<HTMLElement>(CHAT_LAUNCHER_SELECTOR)) element.hidden = hidden;
}

export function CartDrawer({ cart, locale }: { cart: CartSnapshot; locale: AppLocale }) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { priced, drawerOpen, state } = cart;
  const cartPath = localisePath('/cart', locale);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (drawerOpen && !element.open) element.showModal();
    if (!drawerOpen && element.open) element.close();
    setChatLauncherHidden(drawerOpen);
  }, [drawerOpen]);

  const empty = state.cart.count === 0;
  const parcelCount = priced?.shops.length ?? 0;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-drawer-title"
      // Escape and the close button both end here, so the store always knows.
      onClose={closeCartDrawer}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) closeCartDrawer();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      {/* Rendered only while open: the closed dialog holds no second copy of the cart's lines. */}
      {drawerOpen && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 id="cart-drawer-title" className="text-lg font-semibold">
              {t('cart.heading')}
            </h2>
            <button
              type="button"
              onClick={closeCartDrawer}
              aria-label={t('cart.close')}
              className="grid size-10 place-items-center rounded-full text-2xl hover:bg-surface-raised"
            >
              ×
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5" aria-busy={cart.calculating}>
            <p role="status" className="sr-only">
              {cart.calculating ? t('cart.updating') : ''}
            </p>
            {cart.error && (
              <p role="alert" className="mt-4 rounded-md bg-surface-raised p-3 text-sm">
                {t(dataKey(`cart.errors.${cart.error in ERROR_KEYS ? cart.error : 'request_failed'}`))}
              </p>
            )}
            {empty ? (
              <div className="py-10 text-center">
                <p>{t('cart.empty')}</p>
                <Link
                  to={localisePath('/vinyl-shop', locale)}
                  onClick={closeCartDrawer}
                  className="mt-4 inline-block font-semibold text-accent underline underline-offset-4"
                >
                  {t('cart.browse')}
                </Link>
              </div>
            ) : priced ? (
              <>
                {priced.shops.map((shop, index) => (
                  <section key={shop.key} aria-label={t('cart.parcelFrom', { index: index + 1, count: parcelCount })}>
                    {parcelCount > 1 && (
                      <h3 className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                        {t('cart.parcel', { index: index + 1 })}
                      </h3>
                    )}
                    <ParcelLines
                      shop={shop}
                      currency={priced.currency}
                      locale={locale}
                      cartPath={cartPath}
                      compact
                      state={state}
                    />
                  </section>
                ))}
                <BoxLines boxes={priced.boxes} currency={priced.currency} locale={locale} cartPath={cartPath} />
              </>
            ) : (
              <div className="space-y-3 py-6" aria-hidden="true">
                {Array.from({ length: Math.min(3, Math.max(1, state.cart.count)) }, (_, index) => (
                  <div key={index} className="flex gap-3">
                    <div className="size-16 animate-pulse rounded-md bg-surface-raised" />
                    <div className="flex-1 space-y-2">
                      <div className="h-4 w-2/3 animate-pulse rounded bg-surface-raised" />
                      <div className="h-4 w-1/3 animate-pulse rounded bg-surface-raised" />
                    </div>
                  </div>
                ))}
              </div>
            )}
          </div>
          {!empty && priced && (
            <div className="space-y-4 border-t border-line px-5 py-4">
              <CartSummary priced={priced} locale={locale} />
              <div className="grid gap-2">
                <Link
                  to={localisePath('/payment', locale)}
                  onClick={closeCartDrawer}
                  aria-disabled={!priced.payable}
                  className={`rounded-md px-5 py-3 text-center font-semibold ${priced.payable ? 'bg-accent text-accent-ink hover:brightness-110' : 'pointer-events-none bg-surface-raised text-ink-muted'}`}
                >
                  {t('cart.checkout')}
                </Link>
                <Link
                  to={cartPath}
                  onClick={closeCartDrawer}
                  className="rounded-md border border-line px-5 py-3 text-center font-semibold hover:bg-surface-raised"
                >
                  {t('cart.viewCart')}
                </Link>
              </div>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}

/** Errors the cart has its own words for; any other code reads as request_failed. */
const ERROR_KEYS = { unavailable: true, cart_full: true, request_failed: true } as const;
