// A use case as named steps (issue 12; the shape of Medusa's workflows, without the framework). Each
// step gets what the step before it returned and may say how to undo itself. When a step throws, the
// steps already done are undone in reverse order, then the error is rethrown: the caller sees the
// error that says what went wrong. An undo that fails is logged and the remaining undos still run.
// Undos are for effects a database transaction cannot roll back (a payment opened at the provider,
// copies held by a committed order); what a step does inside a transaction is undone by its rollback.

/** One named step of a use case: what it does, and how to undo it when a later step fails. */
export interface Step<In, Out> {
  /** What the step does, in a few words ("open the payment"): the logs and the docs name it so. */
  readonly name: string;
  readonly run: (input: In) => Promise<Out>;
  /** Undoes the step's effects; given what it was given and what it returned. */
  compensate?(output: Out, input: In): Promise<void>;
}

/** Where an undo that failed is reported (a pino logger fits). */
export interface StepLog {
  error(details: object, message: string): void;
}

// `run` is a property (checked strictly) and `compensate` a method (checked loosely), so any step fits here.
type AnyStep = Step<never, unknown>;

/** What a chain of steps returns when given `In`. */
export type ChainOutput<Steps extends readonly AnyStep[], In> = Steps extends readonly [
  infer First,
  ...infer Rest extends readonly AnyStep[],
]
  ? First extends Step<In, infer Out>
    ? ChainOutput<Rest, Out>
    : never
  : In;

/** The steps, each taking what the one before returns (a step that does not makes the call a type error). */
type Chain<Steps extends readonly AnyStep[], In> = Steps extends readonly [
  infer First,
  ...infer Rest extends readonly AnyStep[],
]
  ? First extends Step<In, infer Out>
    ? readonly [First, ...Chain<Rest, Out>]
    : readonly [Step<In, unknown>, ...Rest]
  : Steps;

interface DoneStep {
  step: AnyStep;
  input: unknown;
  output: unknown;
}

/**
 * Runs the steps in order, each on the output of the one before, and returns the last output. When a
 * step throws, undoes the steps already done in reverse order, then rethrows that step's error.
 */
export async function runSteps<In, const Steps extends readonly AnyStep[]>(
  steps: Steps & Chain<Steps, In>,
  input: In,
  log: StepLog,
): Promise<ChainOutput<Steps, In>> {
  const done: DoneStep[] = [];
  let value: unknown = input;
  for (const step of steps as readonly AnyStep[]) {
    try {
      const output = await step.run(value as never);
      done.push({ step, input: value, output });
      value = output;
    } catch (error) {
      await undoSteps(done, step.name, log);
      throw error;
    }
  }
  return value as ChainOutput<Steps, In>;
}

/** Undoes the steps done, last first; an undo that throws is logged and the others still run. */
async function undoSteps(done: readonly DoneStep[], failedStep: string, log: StepLog): Promise<void> {
  for (const { step, input, output } of [...done].reverse()) {
    if (!step.compensate) continue;
    try {
      await step.compensate(output, input as never);
    } catch (error) {
      log.error({ err: error, step: step.name, failedStep }, 'could not undo a step');
    }
  }
}
