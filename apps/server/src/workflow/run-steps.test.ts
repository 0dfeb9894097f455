import { describe, expect, it } from 'vitest';
import { runSteps, type Step } from './run-steps.ts';

/** A log that keeps what it was told, and a journal of what the steps did, in order. */
function recorder() {
  const journal: string[] = [];
  const logged: { details: object; message: string }[] = [];
  const log = { error: (details: object, message: string) => void logged.push({ details, message }) };
  /** A step that appends its letter to a text, and removes it again when undone. */
  const letter = (name: string, options: { fails?: boolean; undoFails?: boolean } = {}): Step<string, string> => ({
    name,
    run: (text) => {
      journal.push(`run ${name}`);
      return options.fails ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(text + name);
    },
    compensate: (output, input) => {
      journal.push(`undo ${name} (${input} -> ${output})`);
      return options.undoFails ? Promise.reject(new Error(`undo ${name} failed`)) : Promise.resolve();
    },
  });
  return { journal, logged, log, letter };
}

describe('runSteps', () => {
  it('runs the steps in order, each on what the one before returned, and undoes nothing when all succeed', async () => {
    const { journal, logged, log, letter } = recorder();
    const result = await runSteps([letter('a'), letter('b'), letter('c')], '>', log);
    expect(result).toBe('>abc');
    expect(journal).toEqual(['run a', 'run b', 'run c']);
    expect(logged).toEqual([]);
  });

  it('passes each step its own output type', async () => {
    const { log } = recorder();
    const count: Step<string, number> = { name: 'count', run: (text) => Promise.resolve(text.length) };
    const isLong: Step<number, { long: boolean }> = {
      name: 'judge',
      run: (length) => Promise.resolve({ long: length > 3 }),
    };
    const result: { long: boolean } = await runSteps([count, isLong], 'vinyl', log);
    expect(result).toEqual({ long: true });
    // A chain whose step does not take what the one before returns is a type error (never run here).
    // @ts-expect-error isLong takes a number, not the text
    const misordered = () => runSteps([isLong, count], 'vinyl', log);
    expect(misordered).toBeTypeOf('function');
  });

  it('undoes the steps already done in reverse order when a step fails, then rethrows its error', async () => {
    const { journal, logged, log, letter } = recorder();
    const run = runSteps([letter('a'), letter('b'), letter('c', { fails: true }), letter('d')], '>', log);
    await expect(run).rejects.toThrow('c failed');
    expect(journal).toEqual(['run a', 'run b', 'run c', 'undo b (>a -> >ab)', 'undo a (> -> >a)']);
    expect(logged).toEqual([]);
  });

  it('does not undo the step that failed, nor steps without an undo', async () => {
    const { journal, log, letter } = recorder();
    const plain: Step<string, string> = { name: 'plain', run: (text) => Promise.resolve(`${text}p`) };
    await expect(runSteps([letter('a'), plain, letter('b', { fails: true })], '>', log)).rejects.toThrow('b failed');
    expect(journal).toEqual(['run a', 'run b', 'undo a (> -> >a)']);
  });

  it('logs an undo that fails, still runs the other undos, and rethrows the first error', async () => {
    const { journal, logged, log, letter } = recorder();
    const steps = [letter('a'), letter('b', { undoFails: true }), letter('c', { fails: true })] as const;
    await expect(runSteps(steps, '>', log)).rejects.toThrow('c failed');
    expect(journal).toEqual(['run a', 'run b', 'run c', 'undo b (>a -> >ab)', 'undo a (> -> >a)']);
    expect(logged).toEqual([
      {
        details: { err: new Error('undo b failed'), step: 'b', failedStep: 'c' },
        message: 'could not undo a step',
      },
    ]);
  });

  it('undoes nothing when the first step fails', async () => {
    const { journal, log, letter } = recorder();
    await expect(runSteps([letter('a', { fails: true }), letter('b')], '>', log)).rejects.toThrow('a failed');
    expect(journal).toEqual(['run a']);
  });
});
