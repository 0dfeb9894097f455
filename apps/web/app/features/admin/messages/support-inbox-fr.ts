// Les textes français de /admin/messages (docs/messages.md).
import type { Catalogue } from '../../../locales/en.ts';
import type { adminSupportInboxEn } from './support-inbox-en.ts';

export const adminSupportInboxFr: Pick<Catalogue['admin'], keyof typeof adminSupportInboxEn> = {
  supportInbox: {
    nav: 'Messages du support',
    title: 'Messages du support',
    intro:
      'Les messages des clients à l’équipe, du plus récent au plus ancien ; les non lus en gras avec leur nombre. Ouvrez-en un pour le lire et répondre : le client lit la réponse dans ses messages.',
    unreadTotal: '{{count}} messages du support non lus',
    none: 'Aucun message du support pour l’instant.',
    back: 'Tous les messages du support',
  },
};
