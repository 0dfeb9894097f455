// Public face of boxes: the vinyl box subscription (BUSINESS-RULES "Vinyl box"). Shop side (issue 17):
// the offer and its prices, recent months, gift boxes (code, e-mails, address of a redeemed gift).
export {
  BOX_GIFT_EMAIL_JOB,
  createBoxGiftEmailHandler,
  recordPaidGiftBox,
  type PaidGiftBox,
} from './box-gift.service.ts';
export { type PaidBoxLine, startPaidBoxSubscription } from './box-subscription-start.ts';
export { createBoxOfferService, type BoxOfferService } from './box-offer.service.ts';
export { boxOfferRoutes } from './box-offer.routes.ts';
export { type BoxShopOptions, createBoxShop } from './box-offer.module.ts';
export { BOX_CYCLE_JOB, BOX_CYCLE_SCHEDULE, runBoxCycle, type BoxCycleReport } from './box-cycle.job.ts';
export type { BoxCyclePorts, BoxOrderInput } from './box-cycle.deps.ts';
export { boxDispatchesOf, boxesOfUser, giftCodesBoughtBy } from './box-library.ts';
export { boxChargeFailedTemplate, boxDispatchedTemplate, boxReminderTemplate } from './box-cycle-email.ts';
export { createCartBoxFacts } from './cart-box-facts.ts';
