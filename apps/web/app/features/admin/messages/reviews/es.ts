import type { Catalogue } from '../../../../locales/en.ts';
import type { adminModerationEn } from './en.ts';

export const adminModerationEs: Pick<Catalogue['admin'], keyof typeof adminModerationEn> = {
  moderation: {
    nav: 'Reseñas',
    title: 'Reseñas de clientes',
    waiting: 'Reseñas de clientes por revisar',
    counts: '{{pending}} pendientes, {{published}} publicadas, {{hidden}} ocultas',
    status: 'Estado',
    statuses: { any: 'Todas', pending: 'Pendiente', published: 'Publicada', hidden: 'Oculta' },
    rating: 'Valoración',
    anyRating: 'Todas',
    project: 'Número del proyecto',
    written: 'Escrita',
    review: 'Reseña',
    author: 'De',
    order: 'Pedido',
    actions: 'Moderación',
    stars: '{{rating}} de 5',
    publish: 'Publicar',
    hide: 'Ocultar',
    answer: 'Responder',
    answerLabel: 'Respuesta a la reseña {{id}}, mostrada debajo',
    saveAnswer: 'Guardar la respuesta',
    answered: 'Respondida el {{date}}',
    done: {
      publish: 'Reseña {{id}} publicada.',
      hide: 'Reseña {{id}} oculta.',
      answer: 'Respuesta a la reseña {{id}} guardada.',
    },
    failed: 'No se ha podido cambiar la reseña: {{code}}.',
  },
};
