import type { Catalogue } from '../../../locales/en.ts';

export const supportEs: Catalogue['support'] = {
  chat: 'Chatea con nosotros',
  contact: 'Escríbenos',
  hide: 'Ocultar el botón de ayuda',
  form: {
    title: 'Escribir al equipo',
    intro: 'Respondemos de lunes a viernes, de 10:00 a 17:00, hora de París.',
    message: 'Tu mensaje',
    send: 'Enviar el mensaje',
    close: 'Cerrar',
    failed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    sentTitle: 'Tu mensaje se ha enviado.',
    sentInbox: 'La respuesta del equipo llegará a tus mensajes.',
    openInbox: 'Abrir la conversación',
    sentEmail: 'El equipo te responderá en la dirección de correo que indicaste.',
  },
};
