import type { Catalogue } from '../../../locales/en.ts';

export const creditsEs: Catalogue['credits'] = {
  ipData:
    'Datos de direcciones IP: <nro>NRO</nro> (nro.net), con licencia <licence>CC BY 4.0</licence>, a través de <ipdb>ip-location-db</ipdb>; adaptados (rangos de direcciones combinados).',
  typeface:
    'Tipografía: <figtree>Figtree</figtree>, © 2022 The Figtree Project Authors, con licencia <licence>SIL Open Font License 1.1</licence>; servida en subconjuntos por alfabeto.',
  title: 'Créditos',
  intro: 'Spindle se apoya en datos abiertos y software libre. Estas son las menciones que piden sus autores.',
};
