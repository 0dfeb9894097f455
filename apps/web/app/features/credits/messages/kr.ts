import type { Catalogue } from '../../../locales/en.ts';

export const creditsKr: Catalogue['credits'] = {
  ipData:
    'IP 주소 데이터: <nro>NRO</nro>(nro.net), <licence>CC BY 4.0</licence> 라이선스, <ipdb>ip-location-db</ipdb> 제공, 주소 범위를 병합하여 수정함.',
};
