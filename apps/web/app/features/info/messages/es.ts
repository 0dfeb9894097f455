import type { Catalogue } from '../../../locales/en.ts';

export const infoEs: Catalogue['info'] = {
  toc: 'En esta página',
  services: {
    eyebrow: 'Nuestros servicios',
    others: 'Otros servicios',
  },
  blog: {
    articles: 'Últimos artículos',
    allArticles: 'Todos los artículos',
    moreArticles: 'Más artículos',
  },
  form: {
    optional: 'opcional',
    errors: {
      input_required: 'Rellena este campo.',
      email_invalid: 'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.es.',
      latin_invalid: "Usa solo letras latinas, cifras, espacios y # , ' ’ . - /",
      input_too_long: 'El texto es demasiado largo.',
      input_invalid_choice: 'Elige una de las opciones de la lista.',
    },
    tooManyRequests: 'Has enviado este formulario varias veces en poco tiempo. Vuelve a intentarlo en unos minutos.',
    failed: 'No se ha podido enviar en este momento. Vuelve a intentarlo dentro de un rato.',
  },
  contact: {
    heading: 'Envíanos un mensaje',
    name: 'Tu nombre',
    email: 'Tu correo electrónico',
    subject: '¿Sobre qué nos escribes?',
    chooseSubject: 'Elige un asunto',
    subjects: {
      order: 'Mi pedido',
      artist: 'Un proyecto de prensado o de artista',
      press: 'Prensa y medios',
      other: 'Otra cosa',
    },
    orderNumber: 'Número de pedido',
    orderNumberHint: 'Aparece en tu correo de confirmación, por ejemplo 10452.',
    message: 'Tu mensaje',
    honeypot: 'Deja este campo vacío',
    submit: 'Enviar el mensaje',
    sending: 'Enviando…',
    sentTitle: 'Mensaje enviado',
    sentText:
      'Gracias por escribirnos. Te llegará una copia de tu mensaje por correo y te responderemos de lunes a viernes, de 10:00 a 17:00, hora de París.',
    writeAnother: 'Escribir otro mensaje',
  },
  newsletter: {
    heading: 'Suscríbete a la newsletter',
    email: 'Tu correo electrónico',
    language: 'Idioma de la newsletter',
    submit: 'Suscribirme',
    subscribing: 'Suscribiendo…',
    subscribedTitle: 'Ya estás en la lista',
    subscribedText:
      'La próxima newsletter te llegará el jueves por la mañana. Cada número termina con un enlace para darte de baja con un solo clic.',
  },
};
