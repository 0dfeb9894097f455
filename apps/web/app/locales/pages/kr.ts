// Korean texts of the storefront's own pages (a project, the cart and checkout, reviews, the vinyl box
// offer, messages, the link page, the widget, the newsletter's unsubscribe): a part of the catalogue that
// the home page, the shop and its listings do without on a first view, loaded apart (lib/i18n.ts).
import { projectPageKr } from '../../features/project/messages/kr.ts';
import { reviewsKr } from '../../features/reviews/messages/kr.ts';
import { footprintKr } from '../../features/footprint/messages/kr.ts';
import { checkoutKr } from '../../features/checkout/messages/kr.ts';
import { messagesKr } from '../../features/messages/messages/kr.ts';
import { boxOfferKr } from '../../features/box-offer/messages/kr.ts';
import { linktreeKr } from '../../features/linktree/messages/kr.ts';
import { newsletterPageKr } from '../../features/newsletter/messages/kr.ts';
import { widgetKr } from '../../features/widget/messages/kr.ts';
import type { PagesCatalogue } from '../en.ts';

export const pagesKr: PagesCatalogue = {
  projectPage: projectPageKr,
  reviews: reviewsKr,
  footprint: footprintKr,
  checkout: checkoutKr,
  messages: messagesKr,
  boxOffer: boxOfferKr,
  linktree: linktreeKr,
  newsletterPage: newsletterPageKr,
  widget: widgetKr,
};
