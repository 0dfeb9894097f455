import type { Catalogue } from '../../../locales/en.ts';

export const sellersEs: Catalogue['sellers'] = {
  kind: {
    artist: 'Artista',
    label: 'Sello',
  },
  follow: 'Seguir',
  following: 'Siguiendo',
  followers_one: '{{count}} seguidor',
  followers_other: '{{count}} seguidores',
  visitShop: 'Ver la tienda',
  about: 'Acerca de',
  links: 'Enlaces',
  notTranslated: 'Todavía no disponible en español.',
  releases: 'Lanzamientos',
  releaseCount_one: '{{count}} lanzamiento',
  releaseCount_other: '{{count}} lanzamientos',
  noReleases: 'Nada a la venta por ahora. Síguelo para enterarte del próximo lanzamiento.',
  labelArtists: 'Artistas del sello',
  pagination: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
  },
  artistTitle: '{{name}}: discos, vinilos y merch',
  labelTitle: '{{name}}: discos y artistas',
  artistDescription: 'Discos, vinilos y merch de {{name}}, prensados y vendidos en Spindle.',
  labelDescription: 'Los discos publicados por {{name}} y sus artistas, prensados y vendidos en Spindle.',
  shop: {
    title: 'Tienda oficial',
    description: 'La tienda oficial de {{name}}: discos, vinilos y merch.',
    home: 'Inicio de la tienda {{name}}',
    inShop: 'En la tienda',
    empty: 'Esta tienda no tiene nada a la venta por ahora. Vuelve pronto.',
    ownerPage: {
      artist: 'Página del artista',
      label: 'Página del sello',
    },
  },
  whiteLabel: {
    information: 'Información de la tienda',
    shipping: 'Envíos',
    returns: 'Devoluciones',
    contact: 'Contacto',
    terms: 'Condiciones de venta',
    poweredBy: 'Con la tecnología de Spindle',
  },
};
