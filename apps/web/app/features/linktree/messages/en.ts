// Strings of the link page (/linktree?artist=|label=|project=).
export const linktreeEn = {
  title: '{{name}}: links',
  description: 'Records, shop and links of {{name}} on Spindle.',
  links: 'Links',
  storeArtist: 'Artist page on Spindle',
  storeLabel: 'Label page on Spindle',
  storeProject: 'The record on Spindle',
  shop: 'Official shop',
  artist: 'More from {{name}}',
  label: 'Released by {{name}}',
  vinylShop: 'Browse the vinyl shop',
  records: 'Latest records',
  madeWith: 'A Spindle link page',
} as const;
