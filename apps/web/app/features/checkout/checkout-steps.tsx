// Where the buyer is in the checkout: address, payment, confirmation with the bank.
import { useT } from '../../lib/use-t.ts';

const STEPS = ['address', 'card', 'authentication'] as const;
export type CheckoutStepName = (typeof STEPS)[number];

export function CheckoutSteps({ current }: { current: CheckoutStepName }) {
  const { t } = useT();
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={`flex items-center gap-2 ${index <= currentIndex ? 'font-semibold text-ink' : 'text-ink-muted'}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-6 place-items-center rounded-full text-xs ${index <= currentIndex ? 'bg-accent text-accent-ink' : 'border border-line'}`}
            >
              {index + 1}
            </span>
            {t(`checkout.steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
