// Catálogo en español.
import type { StorefrontCatalogue } from './en.ts';
import { playerEs } from '../features/player/messages/es.ts';
import { searchEs } from '../features/search/messages/es.ts';
import { shopEs } from '../features/shop/messages/es.ts';
import { sellersEs } from '../features/sellers/messages/es.ts';
import { infoEs } from '../features/info/messages/es.ts';
import { navigationEs } from '../features/navigation/messages/es.ts';
import { consentEs } from '../features/consent/messages/es.ts';
import { supportEs } from '../features/support/messages/es.ts';
import { sherafEs } from '../features/sheraf/messages/es.ts';
import { creditsEs } from '../features/credits/messages/es.ts';
import { accountEs } from '../features/account/messages/es.ts';
import { cartEs } from '../features/cart/messages/es.ts';

const es: StorefrontCatalogue = {
  meta: {
    siteName: 'Spindle',
    description:
      'Vinilos, CD, casetes y merch prensados y vendidos por artistas y sellos independientes. Reserva, descubre y escucha antes de comprar.',
  },
  nav: {
    skipToContent: 'Ir al contenido',
    home: 'Página de inicio de Spindle',
    categories: 'Categorías de la tienda',
    moreCategories: 'Más',
    signIn: 'Iniciar sesión',
  },
  search: searchEs,
  shop: shopEs,
  player: playerEs,
  sellers: sellersEs,
  cart: cartEs,
  preferences: {
    currency: 'Moneda',
    currencyCurrent: 'Moneda: {{code}}',
    language: 'Idioma',
    languageCurrent: 'Idioma: {{language}}',
    // The nine currencies' names (CLDR's, as Intl.DisplayNames gives them): a table, not ICU at hydration.
    currencyName: {
      EUR: 'euro',
      USD: 'dólar estadounidense',
      GBP: 'libra esterlina',
      AUD: 'dólar australiano',
      CAD: 'dólar canadiense',
      KRW: 'won surcoreano',
      JPY: 'yen japonés',
      CNY: 'yuan renminbi',
      PHP: 'peso filipino',
    },
  },
  menu: {
    genre: {
      pop: 'Pop',
      rock_metal: 'Rock y metal',
      hip_hop_rnb: 'Hip hop y R&B',
      folk_country: 'Folk y country',
      soundtracks: 'Bandas sonoras',
      world_reggae: 'Músicas del mundo y reggae',
      electronic: 'Electrónica',
      soul_blues: 'Soul y blues',
    },
  },
  category: {
    'staff-picks': 'Selección del equipo',
    exclusives: 'Exclusivas',
    'color-records': 'Vinilos de color',
    merch: 'Merch',
    'cd-and-tapes': 'CD y casetes',
    accessories: 'Accesorios',
    jazz: 'Jazz',
    pro: 'Pro',
  },
  genre: {
    '1': 'Electrónica',
    '2': 'Country',
    '3': 'Blues',
    '4': 'Folk',
    '5': 'Funk',
    '6': 'Hip hop',
    '7': 'Jazz',
    '8': 'Pop',
    '9': 'R&B',
    '10': 'Soul',
    '11': 'Rock',
    '12': 'Músicas del mundo',
    '13': 'Variedades',
    '14': 'Reggae',
    '15': 'Clásica',
    '16': 'Otros',
    '17': 'Disco',
    '18': 'Metal',
    '20': 'Banda sonora',
  },
  footer: {
    tagline: 'Discos prensados y vendidos por los artistas que los crearon.',
    social: 'Síguenos',
    socialLink: 'Spindle en {{network}}',
    cookiePreferences: 'Preferencias de cookies',
    copyright: '© {{year}} Spindle. Todos los derechos reservados.',
    shop: 'Tienda',
    information: 'Información',
    credits: 'Créditos',
  },
  cookies: {
    title: 'Preferencias de cookies',
    text: 'Spindle solo usa las cookies que necesita para funcionar: tu idioma, tu moneda, tu carrito y tu sesión. No hay cookies publicitarias ni de seguimiento que desactivar.',
    close: 'Cerrar',
  },
  announcement: {
    label: 'Anuncio',
    close: 'Cerrar el anuncio',
  },
  home: {
    title: 'Vinilos prensados por artistas independientes',
    heading: 'Discos prensados y vendidos por artistas independientes',
    featured: 'Destacados',
    sections: {
      new: 'Novedades',
      staff_picks: 'Selección del equipo',
      preorders: 'Preventas',
      colour: 'Vinilos de color',
      popular: 'Lo más popular',
      merch: 'Merch',
    },
    seeAll: 'Ver todo',
    empty: 'Todavía no hay discos que mostrar. Vuelve pronto.',
  },
  project: {
    coverAlt: '{{title}} de {{artist}}',
    badge: {
      limited: 'Edición limitada',
      preorder: 'Preventa',
      colour: 'Vinilo de color',
      soldOut: 'Agotado',
    },
    funded: '{{percent}} % financiado',
    copiesLeft_one: 'Última copia',
    copiesLeft_other: 'Quedan {{count}}',
  },
  info: infoEs,
  navigation: navigationEs,
  consent: consentEs,
  support: supportEs,
  sheraf: sherafEs,
  credits: creditsEs,
  account: accountEs,
  errors: {
    '404': {
      title: 'Página no encontrada',
      text: 'La página que buscas no existe o se ha movido.',
      back: 'Volver',
      home: 'Volver al inicio',
    },
    '500': {
      title: 'Volvemos enseguida',
      text: 'Spindle está en mantenimiento.',
      text2: 'Esta página se recarga sola cada minuto.',
      text3: 'Gracias por tu paciencia.',
      reload: 'Recargar ahora',
    },
  },
};

export default es;
