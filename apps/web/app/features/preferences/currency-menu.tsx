// The currency dropdown (spec section 2): a form that posts the choice to /resources/currency,
// which sets the cookie and sends the visitor back, so prices re-render with or without JS.
import { CURRENCY_CODES, type CurrencyCode } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Form, useLocation } from 'react-router';
import { FlagIcon, type FlagCode } from '../../components/flag-icon.tsx';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { DisclosureMenu, menuItemClass } from '../../components/disclosure-menu.tsx';
import { returnPathWithout } from './safe-redirect.ts';

/** Flag shown beside each currency: its issuing country (the EU for the euro). */
const CURRENCY_FLAG: Record<CurrencyCode, FlagCode> = {
  EUR: 'eu',
  USD: 'us',
  GBP: 'gb',
  AUD: 'au',
  CAD: 'ca',
  KRW: 'kr',
  JPY: 'jp',
  CNY: 'cn',
  PHP: 'ph',
};

export function CurrencyMenu({ currency, placement }: { currency: CurrencyCode; placement?: 'down' | 'up' }) {
  const { t } = useT();
  const location = useLocation();
  return (
    <DisclosureMenu
      placement={placement}
      summaryLabel={t('preferences.currencyCurrent', { code: currency })}
      summary={
        <>
          <FlagIcon code={CURRENCY_FLAG[currency]} className="hidden header-sm:block" />
          <span>{currency}</span>
          <ChevronDownIcon className="hidden size-4 transition-transform group-open/menu:rotate-180 header-sm:block" />
        </>
      }
    >
      <Form method="post" action="/resources/currency" preventScrollReset aria-label={t('preferences.currency')}>
        <input
          type="hidden"
          name="redirectTo"
          value={returnPathWithout(location.pathname, location.search, 'currency')}
        />
        <ul>
          {CURRENCY_CODES.map((code) => (
            <li key={code}>
              <button
                type="submit"
                name="currency"
                value={code}
                aria-current={code === currency ? 'true' : undefined}
                className={menuItemClass}
              >
                <FlagIcon code={CURRENCY_FLAG[code]} />
                <span className="w-9 font-semibold">{code}</span>
                <span className="text-ink-muted">{t(`preferences.currencyName.${code}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </DisclosureMenu>
  );
}
