import type { Catalogue } from '../../../locales/en.ts';

export const supportFr: Catalogue['support'] = {
  chat: 'Discuter avec nous',
  contact: 'Nous contacter',
  hide: 'Masquer le bouton d’aide',
};
