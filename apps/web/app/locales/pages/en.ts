// English texts of the storefront's own pages (a project, the cart and checkout, reviews, the vinyl box
// offer, messages, the link page, the widget, the newsletter's unsubscribe): a part of the catalogue that
// the home page, the shop and its listings do without on a first view, loaded apart (lib/i18n.ts).
import { projectPageEn } from '../../features/project/messages/en.ts';
import { reviewsEn } from '../../features/reviews/messages/en.ts';
import { footprintEn } from '../../features/footprint/messages/en.ts';
import { checkoutEn } from '../../features/checkout/messages/en.ts';
import { messagesEn } from '../../features/messages/messages/en.ts';
import { boxOfferEn } from '../../features/box-offer/messages/en.ts';
import { linktreeEn } from '../../features/linktree/messages/en.ts';
import { newsletterPageEn } from '../../features/newsletter/messages/en.ts';
import { widgetEn } from '../../features/widget/messages/en.ts';

export const pagesEn = {
  projectPage: projectPageEn,
  reviews: reviewsEn,
  footprint: footprintEn,
  checkout: checkoutEn,
  messages: messagesEn,
  boxOffer: boxOfferEn,
  linktree: linktreeEn,
  newsletterPage: newsletterPageEn,
  widget: widgetEn,
} as const;
