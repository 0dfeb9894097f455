// The attribution the IP database's licence asks for (CC BY 4.0, docs/rate-limits-and-geo.md).
export const creditsEn = {
  ipData:
    'IP address data: <nro>NRO</nro> (nro.net), licensed under <licence>CC BY 4.0</licence>, via <ipdb>ip-location-db</ipdb>; adapted (address ranges merged).',
} as const;
