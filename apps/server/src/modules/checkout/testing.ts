// Test kit of checkout: what other modules' tests may use (lint allows it in test files only).
export { type CheckoutTestApp, createCheckoutTestApp } from './testing/checkout-fixture.ts';
export { createSkippingClock, runJobNow, type SkippingClock } from './testing/checkout-jobs.ts';
