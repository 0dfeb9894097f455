// /newsletter/unsubscribe en español.
import type { newsletterPageEn } from './en.ts';

export const newsletterPageEs: typeof newsletterPageEn = {
  unsubscribe: {
    title: 'Darse de baja del boletín',
    intro:
      'Pulsa el botón para dejar de recibir el boletín de Spindle en esta dirección. Tu cuenta, tus pedidos y tus demás correos no cambian.',
    button: 'Darme de baja',
    doneTitle: 'Te has dado de baja',
    doneText:
      'Esta dirección ya no recibirá el boletín. ¿Has cambiado de idea? Puedes volver a suscribirte cuando quieras.',
    subscribeAgain: 'Volver a suscribirme',
    invalid: 'Este enlace no es válido. Si lo copiaste del correo, comprueba que esté completo.',
    home: 'Volver a la tienda',
  },
};
