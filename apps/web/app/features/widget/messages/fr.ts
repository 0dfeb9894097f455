import type { Catalogue } from '../../../locales/en.ts';

export const widgetFr: Catalogue['widget'] = {
  label: 'Lecteur Spindle : {{title}}',
  buy: 'Acheter sur Spindle',
  poweredBy: 'Sur Spindle',
  tracklist: 'Titres',
  noPreview: 'Aucun extrait à écouter pour l’instant.',
  position: 'Position dans {{title}}',
};
