import { describe, expect, it } from 'vitest';
import { orderPeriodsAt } from './order-periods.ts';

describe('the quick periods of the orders table', () => {
  it('run from Monday and from the 1st to today, in Paris', () => {
    // Wednesday 4 March 2026, 23:30 UTC is already Thursday 5 March in Paris.
    expect(orderPeriodsAt(new Date('2026-03-04T23:30:00Z'))).toEqual({
      today: { from: '2026-03-05', to: '2026-03-05' },
      week: { from: '2026-03-02', to: '2026-03-05' },
      month: { from: '2026-03-01', to: '2026-03-05' },
    });
  });

  it('start a week on the Monday before a Sunday, across a month', () => {
    expect(orderPeriodsAt(new Date('2026-03-01T12:00:00Z')).week).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });
});
