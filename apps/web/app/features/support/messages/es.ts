import type { Catalogue } from '../../../locales/en.ts';

export const supportEs: Catalogue['support'] = {
  chat: 'Chatea con nosotros',
  contact: 'Contáctanos',
  hide: 'Ocultar el botón de ayuda',
};
