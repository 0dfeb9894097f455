import type { Catalogue } from '../../../locales/en.ts';

export const searchFr: Catalogue['search'] = {
  label: 'Rechercher dans la boutique',
  placeholder: 'Artistes, disques, labels',
  open: 'Ouvrir la recherche',
  submit: 'Rechercher',
  tabs: 'Rechercher dans',
  tab: {
    projects: 'Sorties',
    artists: 'Artistes',
    labels: 'Maisons de disques',
  },
  results: 'Résultats de recherche',
  searching: 'Recherche…',
  no_result: 'Aucun résultat pour « {{text}} »',
  resultCount_one: '{{count}} résultat',
  resultCount_other: '{{count}} résultats',
  failed: 'La recherche ne répond pas. Réessayez dans un instant.',
};
