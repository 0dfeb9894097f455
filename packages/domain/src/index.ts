// The pure business rules of Spindle: no I/O, no framework. See docs/domain.md.
export * from './constants.ts';
export * from './money.ts';
export * from './currency.ts';
export * from './vat.ts';
export * from './shipping.ts';
export * from './quote.ts';
export * from './promo.ts';
export * from './catalogue.ts';
export * from './steps.ts';
export * from './cart.ts';
export * from './origin.ts';
export * from './validation.ts';
export * from './locales.ts';
export * from './support.ts';
export * from './tracking.ts';
export * from './slug.ts';
export * from './cart-pricing.ts';
