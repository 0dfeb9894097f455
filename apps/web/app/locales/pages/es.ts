// Spanish texts of the storefront's own pages (a project, the cart and checkout, reviews, the vinyl box
// offer, messages, the link page, the widget, the newsletter's unsubscribe): a part of the catalogue that
// the home page, the shop and its listings do without on a first view, loaded apart (lib/i18n.ts).
import { projectPageEs } from '../../features/project/messages/es.ts';
import { reviewsEs } from '../../features/reviews/messages/es.ts';
import { footprintEs } from '../../features/footprint/messages/es.ts';
import { checkoutEs } from '../../features/checkout/messages/es.ts';
import { messagesEs } from '../../features/messages/messages/es.ts';
import { boxOfferEs } from '../../features/box-offer/messages/es.ts';
import { linktreeEs } from '../../features/linktree/messages/es.ts';
import { newsletterPageEs } from '../../features/newsletter/messages/es.ts';
import { widgetEs } from '../../features/widget/messages/es.ts';
import type { PagesCatalogue } from '../en.ts';

export const pagesEs: PagesCatalogue = {
  projectPage: projectPageEs,
  reviews: reviewsEs,
  footprint: footprintEs,
  checkout: checkoutEs,
  messages: messagesEs,
  boxOffer: boxOfferEs,
  linktree: linktreeEs,
  newsletterPage: newsletterPageEs,
  widget: widgetEs,
};
