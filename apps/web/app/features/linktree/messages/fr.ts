import type { Catalogue } from '../../../locales/en.ts';

export const linktreeFr: Catalogue['linktree'] = {
  title: '{{name}} : liens',
  description: 'Disques, boutique et liens de {{name}} sur Spindle.',
  links: 'Liens',
  storeArtist: 'Page de l’artiste sur Spindle',
  storeLabel: 'Page du label sur Spindle',
  storeProject: 'Le disque sur Spindle',
  shop: 'Boutique officielle',
  artist: 'Plus de {{name}}',
  label: 'Sorti chez {{name}}',
  vinylShop: 'Parcourir la boutique de vinyles',
  records: 'Derniers disques',
  madeWith: 'Une page de liens Spindle',
};
