import { describe, expect, it } from 'vitest';
import { createChangeSignal, createSignalHandle } from './change-signal.ts';

describe('a change signal', () => {
  it('moves its version on every change, and tells its listeners only of the changes made here', () => {
    const signal = createChangeSignal();
    const told: number[] = [];
    const stop = signal.onChange(() => told.push(signal.version()));
    signal.changed();
    signal.changedElsewhere();
    expect(signal.version()).toBe(2);
    expect(told).toEqual([1]);
    stop();
    signal.changed();
    expect(told).toEqual([1]);
    expect(signal.version()).toBe(3);
  });
});

describe('createSignalHandle', () => {
  it('reads the version of the signal it follows, and no version before it follows one', () => {
    const handle = createSignalHandle();
    expect(handle.version()).toBeNaN();
    const signal = createChangeSignal();
    handle.follow(signal);
    signal.changedElsewhere();
    expect(handle.version()).toBe(1);
    expect(handle.followed()).toBe(signal);
  });
});
