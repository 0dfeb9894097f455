import type { Catalogue } from '../../../locales/en.ts';

export const widgetEs: Catalogue['widget'] = {
  label: 'Reproductor de Spindle: {{title}}',
  buy: 'Comprar en Spindle',
  poweredBy: 'En Spindle',
  tracklist: 'Canciones',
  noPreview: 'Todavía no hay ningún fragmento para escuchar.',
  position: 'Posición en {{title}}',
};
