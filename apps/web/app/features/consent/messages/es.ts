import type { Catalogue } from '../../../locales/en.ts';

export const consentEs: Catalogue['consent'] = {
  label: 'Consentimiento de cookies',
  title: 'Las cookies en Spindle',
  text: 'Nos gustaría medir las visitas y lo que se escucha, se añade al carrito y se compra, para mejorar la tienda. No se mide nada si no lo aceptas.',
  accept: 'Aceptar',
  refuse: 'Rechazar',
  preferencesText:
    'Spindle siempre usa las cookies que necesita para funcionar: tu idioma, tu moneda, tu carrito y tu sesión. Con tu consentimiento también mide las visitas y las compras para mejorar la tienda.',
  current: {
    granted: 'Has aceptado la medición de visitas.',
    denied: 'Has rechazado la medición de visitas.',
    unset: 'Todavía no has elegido.',
  },
};
