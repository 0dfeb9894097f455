import type { Catalogue } from '../../../locales/en.ts';

export const creditsKr: Catalogue['credits'] = {
  ipData:
    'IP 주소 데이터: <nro>NRO</nro>(nro.net), <licence>CC BY 4.0</licence> 라이선스, <ipdb>ip-location-db</ipdb> 제공, 주소 범위를 병합하여 수정함.',
  typeface:
    '서체: <figtree>Figtree</figtree>, © 2022 The Figtree Project Authors, <licence>SIL Open Font License 1.1</licence> 라이선스, 문자 체계별 부분 집합으로 제공함.',
  title: '크레디트',
  intro:
    'Spindle은 공개 데이터와 오픈 소스 소프트웨어로 만들어졌습니다. 저작자가 요청하는 출처 표시는 다음과 같습니다.',
};
