// The attribution the IP database's licence asks for (CC BY 4.0, docs/rate-limits-and-geo.md).
export const creditsEn = {
  ipData:
    'IP address data: <nro>NRO</nro> (nro.net), licensed under <licence>CC BY 4.0</licence>, via <ipdb>ip-location-db</ipdb>; adapted (address ranges merged).',
  title: 'Credits',
  intro: 'Spindle is built with open data and open-source software. These are the credits their authors ask for.',
} as const;
