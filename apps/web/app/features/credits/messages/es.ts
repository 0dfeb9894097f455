import type { Catalogue } from '../../../locales/en.ts';

export const creditsEs: Catalogue['credits'] = {
  ipData:
    'Datos de direcciones IP: <nro>NRO</nro> (nro.net), con licencia <licence>CC BY 4.0</licence>, a través de <ipdb>ip-location-db</ipdb>; adaptados (rangos de direcciones combinados).',
  title: 'Créditos',
  intro: 'Spindle se apoya en datos abiertos y software libre. Estas son las menciones que piden sus autores.',
};
