import type { Catalogue } from '../../../locales/en.ts';

export const creationEs: Catalogue['creation'] = {
  vinyl: {
    title: 'Crea tu proyecto de vinilo',
    lead: 'Ponle nombre a tu disco. Después podrás añadir la portada, los temas, el precio y las fechas, y enviarlo a nuestro equipo para su revisión.',
  },
  digital: {
    title: 'Crea tu lanzamiento digital',
    lead: 'Vende tu música en descarga. Ponle nombre al lanzamiento y añade la portada y los temas.',
  },
  fromQuote: 'Según tu presupuesto:',
  quoteSummary: '{{quantity}} copias, {{format}}" {{weight}} g, {{colour}}',
  fields: {
    name: 'Título del proyecto',
    artistName: 'Nombre del artista',
    saleType: '¿Cómo quieres venderlo?',
    owner: 'Publicado por',
    ownerSelf: 'Yo ({{name}})',
    ownerArtist: '{{name}} (página de artista)',
    ownerLabel: '{{name}} (sello)',
  },
  saleTypes: {
    funding: { title: 'Preventa (micromecenazgo)', text: 'Se prensa cuando hay suficientes copias reservadas.' },
    limited_edition: { title: 'Edición limitada', text: 'Un número fijo de copias, a la venta hasta agotarse.' },
    direct_pressing: { title: 'Prensado directo', text: 'Prensamos los discos y te los entregamos.' },
    test_pressing: { title: 'Prensado de prueba', text: 'Unas copias de prueba antes de la tirada real.' },
    deposit_sales: { title: 'Venta en depósito', text: 'Nos envías discos que ya tienes y los vendemos.' },
    stock: { title: 'En stock', text: 'Discos listos para salir de nuestro almacén.' },
  },
  submit: 'Crear el proyecto',
  creating: 'Creando…',
  errors: {
    input_required: 'Rellena este campo.',
    input_too_long: 'Es demasiado largo.',
    input_invalid_choice: 'Elige una de las opciones.',
    input_invalid: 'Revisa este valor.',
    owner_invalid: 'No puedes crear un proyecto para este artista o sello.',
    quote_option_unavailable: 'Una opción del presupuesto ya no está disponible. Cámbiala en el configurador.',
    request_failed: 'No se pudo crear el proyecto. Inténtalo de nuevo.',
  },
};
