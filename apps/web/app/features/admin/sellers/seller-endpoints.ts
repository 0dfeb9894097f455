// Each kind of seller's staff endpoints, for the loaders and actions of the /admin seller pages (kept
// apart from seller-kind.ts, which the pages' components use, so the browser bundle takes no contracts).
import { adminSellersEndpoints } from '@spindle/contracts';

/** Each kind's staff endpoints. */
export const SELLER_ENDPOINTS = {
  artist: {
    list: adminSellersEndpoints.artists,
    one: adminSellersEndpoints.artist,
    update: adminSellersEndpoints.updateArtist,
    picture: adminSellersEndpoints.artistPicture,
    merge: adminSellersEndpoints.mergeArtist,
  },
  label: {
    list: adminSellersEndpoints.labels,
    one: adminSellersEndpoints.label,
    update: adminSellersEndpoints.updateLabel,
    picture: adminSellersEndpoints.labelPicture,
    merge: adminSellersEndpoints.mergeLabel,
  },
} as const;
