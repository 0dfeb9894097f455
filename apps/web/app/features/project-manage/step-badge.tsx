// A project's step with the spec's colour (section 4): creating grey, checking purple, in progress and
// confirmed blue, failed and refused red, promo/private/to do/to check/invoiced yellow, the rest green.
import type { ManagedProject } from '@spindle/contracts';
import { useT } from '../../lib/use-t.ts';

type Step = ManagedProject['step'];

const TONE: Record<Step, string> = {
  creating: 'bg-neutral-200 text-neutral-900',
  checking: 'bg-purple-200 text-purple-950',
  in_progress: 'bg-blue-200 text-blue-950',
  confirmed: 'bg-blue-200 text-blue-950',
  failed: 'bg-red-200 text-red-950',
  refused: 'bg-red-200 text-red-950',
  promo: 'bg-yellow-200 text-yellow-950',
  private: 'bg-yellow-200 text-yellow-950',
  to_do: 'bg-yellow-200 text-yellow-950',
  to_check: 'bg-yellow-200 text-yellow-950',
  invoiced: 'bg-yellow-200 text-yellow-950',
  successful: 'bg-green-200 text-green-950',
  valid: 'bg-green-200 text-green-950',
  paid: 'bg-green-200 text-green-950',
};

export function StepBadge({ step }: { step: Step }) {
  const { t } = useT();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[step]}`} data-step={step}>
      {t(`projectManage.steps.${step}`)}
    </span>
  );
}
