// The card of the built-in test provider (docs/payments.md "Test cards"): number, expiry, CVC. The
// provider checks the number (Luhn) and the date itself; a decline comes back as a message here.
import { useT } from '../../lib/use-t.ts';
import { FieldError } from './address-form.tsx';

const INPUT_CLASS =
  'w-full rounded-md border border-line bg-surface px-3 py-2 font-mono aria-invalid:border-red-700 dark:aria-invalid:border-red-300';

export function TestCardFields({ errors }: { errors: Record<string, string> }) {
  const { t } = useT();
  const input = (
    name: 'number' | 'expiry' | 'cvc',
    props: { autoComplete: string; placeholder: string; maxLength: number },
  ) => (
    <div className={name === 'number' ? 'sm:col-span-2' : ''}>
      <label htmlFor={`card-${name}`} className="mb-1 block text-sm font-semibold">
        {t(`checkout.card.${name}`)}
      </label>
      <input
        id={`card-${name}`}
        name={name}
        inputMode="numeric"
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `card-${name}-error` : undefined}
        className={INPUT_CLASS}
        {...props}
      />
      <FieldError id={`card-${name}-error`} error={errors[name]} />
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="rounded-md bg-surface-raised p-3 text-sm sm:col-span-2">{t('checkout.card.testMode')}</p>
      {input('number', { autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxLength: 23 })}
      {input('expiry', { autoComplete: 'cc-exp', placeholder: 'MM/YY', maxLength: 7 })}
      {input('cvc', { autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 })}
    </div>
  );
}
