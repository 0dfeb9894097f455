// Public face of returns (docs/returns.md): the buyer's return requests at /refund and the staff's
// decisions, with their e-mails.
export { createReturnsModule, type ReturnsModuleOptions } from './returns-module.ts';
export { returnUpdateTemplate } from './returns-email.ts';
