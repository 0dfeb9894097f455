// The gift box code form of the cart page: check what a code gives, then use it (signed in).
import { useT } from '../../lib/use-t.ts';
import { useFetcher } from 'react-router';
import type { BoxCodeResult } from './box-code.server.ts';

const BOX_CODE_ERRORS = {
  sign_in: 'cart.boxCode.signIn',
  input_required: 'checkout.errors.input_required',
  unknown: 'cart.boxCode.unknown',
  used: 'cart.boxCode.used',
  request_failed: 'cart.errors.request_failed',
} as const;

export function BoxCodeForm({ cartPath, result }: { cartPath: string; result: BoxCodeResult | null }) {
  const { t } = useT();
  const fetcher = useFetcher<BoxCodeResult>();
  const shown = fetcher.data ?? result;
  const message = (() => {
    if (!shown) return null;
    if (!shown.ok) {
      const key = BOX_CODE_ERRORS[shown.error];
      return <p className="font-semibold text-red-700 dark:text-red-300">{t(key)}</p>;
    }
    if (shown.redeemed)
      return <p className="font-semibold text-green-800 dark:text-green-300">{t('cart.boxCode.redeemed')}</p>;
    if (shown.alreadyUsed)
      return <p className="font-semibold text-red-700 dark:text-red-300">{t('cart.boxCode.used')}</p>;
    const records = t(shown.type === 'one' ? 'cart.boxCode.records_one' : 'cart.boxCode.records_two');
    return <p>{t('cart.boxCode.valid', { count: shown.months, records })}</p>;
  })();
  const canRedeem = shown?.ok === true && !shown.redeemed && !shown.alreadyUsed;
  return (
    <fetcher.Form method="post" action={cartPath} className="space-y-2">
      <h2 className="text-sm font-semibold">{t('cart.boxCode.heading')}</h2>
      <div className="flex items-end gap-2">
        <label className="flex flex-1 flex-col gap-1 text-sm">
          {t('cart.boxCode.label')}
          <input
            name="code"
            required
            maxLength={40}
            autoComplete="off"
            aria-describedby="box-code-status"
            className="rounded-md border border-line bg-surface px-3 py-2"
          />
        </label>
        <button
          type="submit"
          name="box_action"
          value={canRedeem ? 'redeem' : 'check'}
          className="rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-raised"
        >
          {t(canRedeem ? 'cart.boxCode.redeem' : 'cart.boxCode.check')}
        </button>
      </div>
      <div id="box-code-status" role="status" className="text-sm">
        {message}
      </div>
    </fetcher.Form>
  );
}
