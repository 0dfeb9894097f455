// @spindle/contracts/http: the contracts' zod-free half, safe for storefront pages in the browser
// (docs/decisions/0011-first-load.md). Nothing here may import zod.
export * from './error-codes.ts';
