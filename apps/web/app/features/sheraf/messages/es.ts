import type { Catalogue } from '../../../locales/en.ts';

export const sherafEs: Catalogue['sheraf'] = {
  kicker: 'Tienda asociada',
  title: '{{name}} en Spindle',
  description:
    'La selección de {{name}}, elegida por el sello y vendida en Spindle: discos prensados en tiradas cortas y enviados por la tienda.',
  intro:
    'Los discos que el propio sello ha elegido, reunidos en un solo lugar. Todo se vende a través de Spindle: un solo carrito, un solo pago y el envío de la tienda junto con el resto de tu pedido.',
  selection: 'La selección del sello',
  empty: 'El sello no tiene discos a la venta en este momento.',
  fullShop: 'Toda la tienda de {{name}}',
  back: 'Volver a Spindle',
  withSpindle: 'con Spindle',
};
