import { libraryRoutes } from '../http/routes/library.ts';
import {
  cardSetupSchema,
  downloadParamsSchema,
  downloadQuerySchema,
  myBoxesSchema,
  myCardsSchema,
  myDigitalSchema,
  myFollowsSchema,
  myWishesQuerySchema,
  myWishesSchema,
  saveCardBodySchema,
  savedCardSchema,
} from '../my-library.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['library'];

export const libraryEndpoints = defineEndpoints(libraryRoutes, {
  boxes: { tags, summary: 'Vinyl box subscriptions and the gift codes bought', response: myBoxesSchema },
  digital: {
    tags,
    summary: 'Releases bought with their digital version, with download links that expire',
    response: myDigitalSchema,
  },
  download: {
    tags,
    summary: 'The file behind a signed download link (403 when the link is tampered with or expired)',
    params: downloadParamsSchema,
    query: downloadQuerySchema,
    response: fileAnswer('The file'),
  },
  cards: { tags, summary: 'Cards saved at the payment provider', response: myCardsSchema },
  saveCard: {
    tags,
    summary: 'Save a card (checked by the issuer; a declined card answers its decline code)',
    body: saveCardBodySchema,
    response: savedCardSchema,
  },
  cardSetup: {
    tags,
    summary: 'How the page takes a new card: the test card fields, or a Stripe SetupIntent for Stripe.js to confirm',
    response: cardSetupSchema,
  },
  wishes: {
    tags,
    summary: 'The wishlist as shop tiles, newest first',
    query: myWishesQuerySchema,
    response: myWishesSchema,
  },
  follows: { tags, summary: 'Artists and labels followed, newest first', response: myFollowsSchema },
});
