// The partner whose selection /sheraf shows: the seeded label shop Hidden Groove Records (shop 1172,
// packages/db seed content/shops.ts). A shop code, so the section follows the shop's own catalogue.
export const SHERAF_SHOP_CODE = 'hidden-groove-records';
