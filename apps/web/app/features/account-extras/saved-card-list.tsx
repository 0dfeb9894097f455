// Saved cards: the list (brand, last four, expiry, as the payment provider keeps them) and the form
// that adds one. The card fields are the checkout's, handed in by the route.
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Form, Link, useNavigation } from 'react-router';
import { ExtrasSection, primaryButtonClass } from './extras-ui.tsx';
import { brandName, cardExpiryText } from './saved-cards.ts';

/** A saved card as the page shows it; `expired` is worked out on the server. */
export interface SavedCardView {
  card_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  expired: boolean;
}

function CardGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 22" className="h-6 w-9 shrink-0 text-ink-muted">
      <rect x="0.75" y="0.75" width="30.5" height="20.5" rx="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="0.75" y="5" width="30.5" height="4" fill="currentColor" />
    </svg>
  );
}

export function SavedCardList({ cards, contactPath }: { cards: readonly SavedCardView[]; contactPath: string }) {
  const { t } = useT();
  return (
    <ExtrasSection id="cards-list" title={t('accountExtras.cards.listHeading')}>
      {cards.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('accountExtras.cards.empty')}</p>
      ) : (
        <ul aria-labelledby="cards-list-title" className="mt-3 divide-y divide-line rounded-xl border border-line">
          {cards.map((card) => {
            const expiry = cardExpiryText(card);
            return (
              <li key={card.card_ref} className="flex items-center gap-4 px-4 py-3">
                <CardGlyph />
                <div className="min-w-0">
                  <p className="font-semibold">
                    {t('accountExtras.cards.card', {
                      brand: brandName(card.brand) ?? t('accountExtras.cards.unknownBrand'),
                      last4: card.last4,
                    })}
                  </p>
                  <p
                    className={
                      card.expired ? 'text-sm font-semibold text-red-800 dark:text-red-300' : 'text-sm text-ink-muted'
                    }
                  >
                    {card.expired
                      ? t('accountExtras.cards.expired', { date: expiry })
                      : t('accountExtras.cards.expires', { date: expiry })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 text-sm text-ink-muted">
        {t('accountExtras.cards.removeHint')}{' '}
        <Link to={contactPath} className="font-semibold text-ink underline underline-offset-4">
          {t('accountExtras.cards.contact')}
        </Link>
      </p>
    </ExtrasSection>
  );
}

/** The add-a-card form: a plain POST to the page, so it works without JavaScript. */
export function AddCardForm({
  formRef,
  errorCount,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  /** How many fields the last submit got wrong (summarised above the fields). */
  errorCount: number;
  /** The card fields. */
  children: ReactNode;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <ExtrasSection id="cards-add" title={t('accountExtras.cards.addHeading')}>
      <p className="mt-1 text-sm text-ink-muted">{t('accountExtras.cards.addIntro')}</p>
      <Form
        method="post"
        ref={formRef}
        noValidate
        aria-labelledby="cards-add-title"
        className="mt-4 max-w-xl space-y-5"
      >
        <input type="hidden" name="intent" value="add-card" />
        {errorCount > 0 && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {t('accountExtras.cards.errorSummary', { count: errorCount })}
          </p>
        )}
        {children}
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t('accountExtras.cards.saving') : t('accountExtras.cards.submit')}
        </button>
      </Form>
    </ExtrasSection>
  );
}
