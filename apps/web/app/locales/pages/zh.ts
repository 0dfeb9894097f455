// Chinese texts of the storefront's own pages (a project, the cart and checkout, reviews, the vinyl box
// offer, messages, the link page, the widget, the newsletter's unsubscribe): a part of the catalogue that
// the home page, the shop and its listings do without on a first view, loaded apart (lib/i18n.ts).
import { projectPageZh } from '../../features/project/messages/zh.ts';
import { reviewsZh } from '../../features/reviews/messages/zh.ts';
import { footprintZh } from '../../features/footprint/messages/zh.ts';
import { checkoutZh } from '../../features/checkout/messages/zh.ts';
import { messagesZh } from '../../features/messages/messages/zh.ts';
import { boxOfferZh } from '../../features/box-offer/messages/zh.ts';
import { linktreeZh } from '../../features/linktree/messages/zh.ts';
import { newsletterPageZh } from '../../features/newsletter/messages/zh.ts';
import { widgetZh } from '../../features/widget/messages/zh.ts';
import type { PagesCatalogue } from '../en.ts';

export const pagesZh: PagesCatalogue = {
  projectPage: projectPageZh,
  reviews: reviewsZh,
  footprint: footprintZh,
  checkout: checkoutZh,
  messages: messagesZh,
  boxOffer: boxOfferZh,
  linktree: linktreeZh,
  newsletterPage: newsletterPageZh,
  widget: widgetZh,
};
