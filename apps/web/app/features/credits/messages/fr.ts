import type { Catalogue } from '../../../locales/en.ts';

export const creditsFr: Catalogue['credits'] = {
  ipData:
    'Données d’adresses IP : <nro>NRO</nro> (nro.net), sous licence <licence>CC BY 4.0</licence>, via <ipdb>ip-location-db</ipdb> ; adaptées (plages d’adresses fusionnées).',
  typeface:
    'Police de caractères : <figtree>Figtree</figtree>, © 2022 The Figtree Project Authors, sous <licence>SIL Open Font License 1.1</licence> ; servie en sous-ensembles par écriture.',
  title: 'Crédits',
  intro:
    'Spindle s’appuie sur des données ouvertes et des logiciels libres. Voici les mentions que leurs auteurs demandent.',
};
