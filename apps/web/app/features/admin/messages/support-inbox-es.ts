// Los textos en español de /admin/messages (docs/messages.md).
import type { Catalogue } from '../../../locales/en.ts';
import type { adminSupportInboxEn } from './support-inbox-en.ts';

export const adminSupportInboxEs: Pick<Catalogue['admin'], keyof typeof adminSupportInboxEn> = {
  supportInbox: {
    nav: 'Mensajes de soporte',
    title: 'Mensajes de soporte',
    intro:
      'Los mensajes de los clientes al equipo, del más reciente al más antiguo; los no leídos en negrita con su número. Abre uno para leerlo y responder: el cliente lee la respuesta en sus mensajes.',
    unreadTotal: '{{count}} mensajes de soporte sin leer',
    none: 'Todavía no hay mensajes de soporte.',
    back: 'Todos los mensajes de soporte',
  },
};
