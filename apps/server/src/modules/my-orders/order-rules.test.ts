import { describe, expect, it } from 'vitest';
import { isAddressEditable, isOrderCancellable, isOrderCancellableByStaff, trackingTimeline } from './order-rules.ts';

describe('what a customer may do with an order', () => {
  it.each([
    ['confirmed', ['confirmed'], true],
    ['confirmed', ['confirmed', 'check_address'], true],
    ['confirmed', ['confirmed', 'sent'], false],
    ['confirmed', ['launched'], false],
    ['confirmed', ['canceled'], false],
    ['confirmed', [], false],
    ['refunded', ['confirmed'], false],
    ['creating', ['creating'], false],
  ] as const)('an order %s with shops %j is cancellable: %s', (status, shops, expected) => {
    expect(isOrderCancellable(status, shops)).toBe(expected);
  });

  it.each([
    ['confirmed', 'confirmed', true],
    ['confirmed', 'check_address', true],
    ['confirmed', 'test_pressing_ok', true],
    ['confirmed', 'in_preparation', false],
    ['confirmed', 'sent', false],
    ['confirmed', 'canceled', false],
    ['refunded', 'confirmed', false],
  ] as const)('an order %s whose shop order is %s takes a new address: %s', (order, shop, expected) => {
    expect(isAddressEditable(order, shop)).toBe(expected);
  });
});

describe('what staff may do with an order', () => {
  it.each([
    ['confirmed', ['confirmed'], true],
    ['confirmed', ['launched', 'in_production'], true],
    ['confirmed', ['in_preparation', 'canceled'], true],
    ['confirmed', ['in_preparation', 'sent'], false],
    ['confirmed', ['delivered'], false],
    ['confirmed', ['canceled'], false],
    ['refunded', ['confirmed'], false],
    ['creating', ['creating'], false],
  ] as const)('an order %s with shops %j may be cancelled by staff: %s', (status, shops, expected) => {
    expect(isOrderCancellableByStaff(status, shops)).toBe(expected);
  });

  it.each([
    ['in_preparation', true],
    ['test_pressing_ok', true],
    ['sent', false],
    ['delivered', false],
    ['canceled', false],
  ] as const)('a shop order %s takes a new address from staff: %s', (shop, expected) => {
    expect(isAddressEditable('confirmed', shop, 'staff')).toBe(expected);
  });
});

describe('the tracking timeline', () => {
  const states = (steps: ReturnType<typeof trackingTimeline>) => steps.map((step) => `${step.status}:${step.state}`);

  it('walks a stock item from confirmed to delivered', () => {
    expect(states(trackingTimeline('sent', false))).toEqual([
      'confirmed:done',
      'in_preparation:done',
      'sent:current',
      'delivered:upcoming',
    ]);
  });

  it('passes through the pressing for a pressed record', () => {
    expect(states(trackingTimeline('in_production', true)).slice(0, 4)).toEqual([
      'confirmed:done',
      'launched:done',
      'in_production:current',
      'test_pressing_ok:upcoming',
    ]);
  });

  it('ends a cancelled order where it stopped', () => {
    expect(states(trackingTimeline('canceled', true))).toEqual(['confirmed:done', 'canceled:current']);
  });

  it('shows a return after the dispatch', () => {
    expect(states(trackingTimeline('returned', false))).toEqual([
      'confirmed:done',
      'in_preparation:done',
      'sent:done',
      'returned:current',
    ]);
  });

  it('asks for the address of a pressed record once it is at the warehouse, before its preparation', () => {
    expect(states(trackingTimeline('check_address', true))).toEqual([
      'confirmed:done',
      'launched:done',
      'in_production:done',
      'test_pressing_ok:done',
      'check_address:current',
      'in_preparation:upcoming',
      'sent:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('holds a stock order waiting for the address check after confirmed', () => {
    expect(states(trackingTimeline('check_address', false)).slice(0, 3)).toEqual([
      'confirmed:done',
      'check_address:current',
      'in_preparation:upcoming',
    ]);
  });
});
