import type { Catalogue } from '../../../locales/en.ts';

export const navigationEs: Catalogue['navigation'] = {
  open: 'Abrir el menú',
  title: 'Explorar Spindle',
  close: 'Cerrar el menú',
  genres: 'Géneros',
  categories: 'Categorías',
  allRecords: 'Todos los discos',
  information: 'Spindle',
  language: 'Idioma',
  currency: 'Moneda',
  links: {
    about: 'Quiénes somos',
    pressing: 'Prensa tu disco',
    howItWorks: 'Cómo funciona',
    blog: 'Nuestro blog',
    newsletter: 'Boletín',
    partners: 'Socios',
    contact: 'Contáctanos',
    terms: 'Condiciones de venta',
    returns: 'Devoluciones y reembolsos',
    vinyl: 'Vinilos',
    cd: 'CD',
    tape: 'Casetes',
    merch: 'Merchandising',
  },
};
