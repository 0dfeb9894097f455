// French texts of the storefront's own pages (a project, the cart and checkout, reviews, the vinyl box
// offer, messages, the link page, the widget, the newsletter's unsubscribe): a part of the catalogue that
// the home page, the shop and its listings do without on a first view, loaded apart (lib/i18n.ts).
import { projectPageFr } from '../../features/project/messages/fr.ts';
import { reviewsFr } from '../../features/reviews/messages/fr.ts';
import { footprintFr } from '../../features/footprint/messages/fr.ts';
import { checkoutFr } from '../../features/checkout/messages/fr.ts';
import { messagesFr } from '../../features/messages/messages/fr.ts';
import { boxOfferFr } from '../../features/box-offer/messages/fr.ts';
import { linktreeFr } from '../../features/linktree/messages/fr.ts';
import { newsletterPageFr } from '../../features/newsletter/messages/fr.ts';
import { widgetFr } from '../../features/widget/messages/fr.ts';
import type { PagesCatalogue } from '../en.ts';

export const pagesFr: PagesCatalogue = {
  projectPage: projectPageFr,
  reviews: reviewsFr,
  footprint: footprintFr,
  checkout: checkoutFr,
  messages: messagesFr,
  boxOffer: boxOfferFr,
  linktree: linktreeFr,
  newsletterPage: newsletterPageFr,
  widget: widgetFr,
};
