import type { Catalogue } from '../../../locales/en.ts';

export const consentEs: Catalogue['consent'] = {
  label: 'Consentimiento de cookies',
  title: 'Las cookies en Spindle',
  text: 'Nos gustaría medir las visitas, usar nuestras etiquetas de marketing y ofrecerte el chat de asistencia. Nada de esto funciona sin tu consentimiento.',
  acceptAll: 'Aceptar todo',
  refuseAll: 'Rechazar todo',
  choose: 'Elegir',
  save: 'Guardar mis opciones',
  preferencesText:
    'Spindle siempre usa las cookies que necesita para funcionar: tu idioma, tu moneda, tu carrito y tu sesión. Elige qué más puede funcionar.',
  purposes: {
    necessary: {
      name: 'Necesarias',
      description: 'Idioma, moneda, carrito y sesión. Siempre activas.',
    },
    analytics: {
      name: 'Medición de visitas',
      description: 'Nuestra propia medición de visitas y compras, y nuestro servicio de analítica.',
    },
    marketing: {
      name: 'Publicidad y marketing',
      description:
        'El gestor de etiquetas, que recibe las páginas vistas y los discos añadidos al carrito y comprados.',
    },
    chat: {
      name: 'Chat de asistencia',
      description: 'El chat con nuestro equipo, a cargo de nuestro proveedor de chat, en horario de atención.',
    },
  },
  current: {
    all: 'Has aceptado todo.',
    none: 'Has rechazado todo lo opcional.',
    some: 'Has aceptado algunas finalidades.',
    unset: 'Aún no has elegido.',
  },
};
