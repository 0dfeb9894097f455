// Catalogue français.
import type { StorefrontCatalogue } from './en.ts';
import { playerFr } from '../features/player/messages/fr.ts';
import { searchFr } from '../features/search/messages/fr.ts';
import { shopFr } from '../features/shop/messages/fr.ts';
import { sellersFr } from '../features/sellers/messages/fr.ts';
import { infoFr } from '../features/info/messages/fr.ts';
import { navigationFr } from '../features/navigation/messages/fr.ts';
import { consentFr } from '../features/consent/messages/fr.ts';
import { supportFr } from '../features/support/messages/fr.ts';
import { sherafFr } from '../features/sheraf/messages/fr.ts';
import { creditsFr } from '../features/credits/messages/fr.ts';
import { accountFr } from '../features/account/messages/fr.ts';
import { cartFr } from '../features/cart/messages/fr.ts';

const fr: StorefrontCatalogue = {
  meta: {
    siteName: 'Spindle',
    description:
      'Vinyles, CD, cassettes et merch pressés et vendus par des artistes et labels indépendants. Précommandez, découvrez et écoutez avant d’acheter.',
  },
  nav: {
    skipToContent: 'Aller au contenu',
    home: 'Accueil de Spindle',
    categories: 'Catégories de la boutique',
    moreCategories: 'Plus',
    signIn: 'Se connecter',
  },
  search: searchFr,
  shop: shopFr,
  player: playerFr,
  sellers: sellersFr,
  cart: cartFr,
  preferences: {
    currency: 'Devise',
    currencyCurrent: 'Devise : {{code}}',
    language: 'Langue',
    languageCurrent: 'Langue : {{language}}',
    // The nine currencies' names (CLDR's, as Intl.DisplayNames gives them): a table, not ICU at hydration.
    currencyName: {
      EUR: 'euro',
      USD: 'dollar des États-Unis',
      GBP: 'livre sterling',
      AUD: 'dollar australien',
      CAD: 'dollar canadien',
      KRW: 'won sud-coréen',
      JPY: 'yen japonais',
      CNY: 'yuan renminbi chinois',
      PHP: 'peso philippin',
    },
  },
  menu: {
    genre: {
      pop: 'Pop',
      rock_metal: 'Rock et métal',
      hip_hop_rnb: 'Hip-hop et R&B',
      folk_country: 'Folk et country',
      soundtracks: 'Bandes originales',
      world_reggae: 'Musiques du monde et reggae',
      electronic: 'Électronique',
      soul_blues: 'Soul et blues',
    },
  },
  category: {
    'staff-picks': 'Coups de cœur',
    exclusives: 'Exclusivités',
    'color-records': 'Vinyles couleur',
    merch: 'Merch',
    'cd-and-tapes': 'CD et cassettes',
    accessories: 'Accessoires',
    jazz: 'Jazz',
    pro: 'Pro',
  },
  genre: {
    '1': 'Électronique',
    '2': 'Country',
    '3': 'Blues',
    '4': 'Folk',
    '5': 'Funk',
    '6': 'Hip-hop',
    '7': 'Jazz',
    '8': 'Pop',
    '9': 'R&B',
    '10': 'Soul',
    '11': 'Rock',
    '12': 'Musiques du monde',
    '13': 'Variété',
    '14': 'Reggae',
    '15': 'Classique',
    '16': 'Autre',
    '17': 'Disco',
    '18': 'Métal',
    '20': 'Bande originale',
  },
  footer: {
    tagline: 'Des disques pressés et vendus par les artistes qui les ont créés.',
    social: 'Suivez-nous',
    socialLink: 'Spindle sur {{network}}',
    cookiePreferences: 'Préférences de cookies',
    copyright: '© {{year}} Spindle. Tous droits réservés.',
    shop: 'Boutique',
    information: 'Informations',
    credits: 'Crédits',
  },
  cookies: {
    title: 'Préférences de cookies',
    text: 'Spindle ne dépose que les cookies nécessaires à son fonctionnement : votre langue, votre devise, votre panier et votre session. Aucun cookie publicitaire ou de suivi à désactiver.',
    close: 'Fermer',
  },
  announcement: {
    label: 'Annonce',
    close: 'Fermer l’annonce',
  },
  home: {
    title: 'Vinyles pressés par des artistes indépendants',
    heading: 'Des disques pressés et vendus par des artistes indépendants',
    featured: 'À la une',
    sections: {
      new: 'Nouveautés',
      staff_picks: 'Coups de cœur',
      preorders: 'Précommandes',
      colour: 'Vinyles couleur',
      popular: 'Populaires en ce moment',
      merch: 'Merch',
    },
    seeAll: 'Tout voir',
    empty: 'Aucun disque à afficher pour le moment. Revenez bientôt.',
  },
  project: {
    coverAlt: '{{title}} par {{artist}}',
    badge: {
      limited: 'Édition limitée',
      preorder: 'Précommande',
      colour: 'Vinyle couleur',
      soldOut: 'Épuisé',
    },
    funded: '{{percent}} % financé',
    copiesLeft_one: 'Dernier exemplaire',
    copiesLeft_other: 'Plus que {{count}}',
  },
  info: infoFr,
  navigation: navigationFr,
  consent: consentFr,
  support: supportFr,
  sheraf: sherafFr,
  credits: creditsFr,
  account: accountFr,
  errors: {
    '404': {
      title: 'Page introuvable',
      text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
      back: 'Retour',
      home: 'Retour à l’accueil',
    },
    '500': {
      title: 'Nous revenons très vite',
      text: 'Spindle est en maintenance.',
      text2: 'Cette page se recharge toute seule chaque minute.',
      text3: 'Merci de votre patience.',
      reload: 'Recharger maintenant',
    },
  },
};

export default fr;
