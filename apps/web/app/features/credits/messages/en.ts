// The attributions licences ask for: the IP database (CC BY 4.0, docs/rate-limits-and-geo.md) and the
// store's typeface (SIL OFL 1.1, styles/app.css).
export const creditsEn = {
  ipData:
    'IP address data: <nro>NRO</nro> (nro.net), licensed under <licence>CC BY 4.0</licence>, via <ipdb>ip-location-db</ipdb>; adapted (address ranges merged).',
  typeface:
    'Typeface: <figtree>Figtree</figtree>, © 2022 The Figtree Project Authors, licensed under the <licence>SIL Open Font License 1.1</licence>; served as subsets by script.',
  title: 'Credits',
  intro: 'Spindle is built with open data and open-source software. These are the credits their authors ask for.',
} as const;
