import type { Catalogue } from '../../../locales/en.ts';

export const creditsZh: Catalogue['credits'] = {
  ipData:
    'IP 地址数据：<nro>NRO</nro>（nro.net），采用 <licence>CC BY 4.0</licence> 许可，经由 <ipdb>ip-location-db</ipdb> 提供；已修改（合并了地址段）。',
  typeface:
    '字体：<figtree>Figtree</figtree>，© 2022 The Figtree Project Authors，采用 <licence>SIL Open Font License 1.1</licence> 许可；按文字拆分为子集提供。',
  title: '致谢',
  intro: 'Spindle 使用开放数据和开源软件构建。以下是其作者要求的署名。',
};
