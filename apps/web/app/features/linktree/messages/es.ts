import type { Catalogue } from '../../../locales/en.ts';

export const linktreeEs: Catalogue['linktree'] = {
  title: '{{name}}: enlaces',
  description: 'Discos, tienda y enlaces de {{name}} en Spindle.',
  links: 'Enlaces',
  storeArtist: 'Página del artista en Spindle',
  storeLabel: 'Página del sello en Spindle',
  storeProject: 'El disco en Spindle',
  shop: 'Tienda oficial',
  artist: 'Más de {{name}}',
  label: 'Publicado por {{name}}',
  vinylShop: 'Explorar la tienda de vinilos',
  records: 'Últimos discos',
  madeWith: 'Una página de enlaces de Spindle',
};
