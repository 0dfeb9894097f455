// Strings of customers' reviews, Spanish.
import type { Catalogue } from '../../../locales/en.ts';

export const reviewsEs: Catalogue['reviews'] = {
  metaTitle: 'Valora tu pedido',
  singleMetaTitle: 'Valora {{title}}',
  heading: 'Valora tu pedido {{order}}',
  intro:
    'Cuenta a otros amantes de la música qué te parece cada disco. Las reseñas aparecen en la tienda cuando nuestro equipo las ha revisado.',
  by: 'de {{artist}}',
  notShipped: 'Aún no enviado: podrás valorarlo cuando salga de nuestro almacén.',
  noItems: 'Este pedido no tiene discos que valorar.',
  allItems: 'Todos los discos del pedido {{order}}',
  orderLink: 'Valorar los discos de este pedido',
  reviewOne: 'Valorar solo este disco',
  status: {
    pending: 'Gracias, tu reseña aparecerá cuando la revisemos.',
    published: 'Tu reseña está publicada.',
    hidden: 'Tu reseña no se muestra en la tienda.',
  },
  answer: 'Nuestra respuesta',
  box: {
    metaTitle: 'Opina sobre tu caja de vinilos',
    heading: 'Opina sobre los discos de tu caja de vinilos',
    intro:
      'Valora cada disco que te trajo tu caja. Las opiniones aparecen en la tienda cuando nuestro equipo las ha revisado.',
    month: 'Tu caja de {{month}}',
    none: 'Tu caja aún no ha enviado ningún disco: podrás valorarlos cuando te lleguen.',
    back: 'Volver a mi caja de vinilos',
  },
  form: {
    rating: 'Tu valoración',
    star_one: '{{count}} estrella de 5',
    star_other: '{{count}} estrellas de 5',
    title: 'Título (opcional)',
    text: 'Tu reseña',
    textHint: 'Al menos {{min}} caracteres: la música, el sonido, el prensado, la funda.',
    submit: 'Enviar mi reseña',
    update: 'Actualizar mi reseña',
    editNote: 'Si cambias tu reseña, volveremos a revisarla.',
  },
  errors: {
    rating_invalid: 'Elige de 1 a 5 estrellas.',
    review_text_too_short: 'Escribe al menos {{min}} caracteres.',
    input_required: 'Escribe unas palabras sobre el disco.',
    input_too_long: 'Es demasiado largo.',
    review_not_shipped: 'Este disco aún no se ha enviado.',
    generic: 'No se ha podido enviar tu reseña. Inténtalo de nuevo.',
  },
  project: {
    heading: 'Reseñas',
    average: '{{average}} de 5',
    count_one: '{{count}} reseña',
    count_other: '{{count}} reseñas',
    none: 'Aún no hay reseñas. Los compradores pueden valorar un disco cuando lo reciben.',
    answer: 'Respuesta de Spindle',
    rated_one: 'Valorado con {{count}} estrella de 5',
    rated_other: 'Valorado con {{count}} estrellas de 5',
  },
};
