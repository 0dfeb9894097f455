import type { Catalogue } from '../../../locales/en.ts';

export const searchEs: Catalogue['search'] = {
  label: 'Buscar en la tienda',
  placeholder: 'Artistas, discos, sellos',
  open: 'Abrir la búsqueda',
  submit: 'Buscar',
  tabs: 'Buscar en',
  tab: {
    projects: 'Lanzamientos',
    artists: 'Artistas',
    labels: 'Sellos',
  },
  results: 'Resultados de búsqueda',
  searching: 'Buscando…',
  no_result: 'Ningún resultado para «{{text}}»',
  resultCount_one: '{{count}} resultado',
  resultCount_other: '{{count}} resultados',
  failed: 'La búsqueda no responde. Vuelve a intentarlo en un momento.',
};
