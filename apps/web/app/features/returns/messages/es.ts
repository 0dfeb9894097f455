// Strings of /refund and /admin/returns (docs/returns.md).
import type { Catalogue } from '../../../locales/en.ts';

export const returnsEs: Catalogue['returns'] = {
  title: 'Devolver un artículo',
  intro:
    '¿Has cambiado de opinión? Tienes 14 días desde la entrega. Un artículo dañado, defectuoso, equivocado o que falta puede notificarse durante dos años. Dinos qué y por qué: respondemos en dos días laborables con la dirección de devolución.',
  policy: 'Leer la política de devoluciones y reembolsos',
  none: 'Todavía no hay ningún paquete entregado que puedas devolver.',
  parcel: 'Pedido {{order}} · paquete {{parcel}}',
  delivered: 'Entregado el {{date}}',
  sent: 'Enviado el {{date}}',
  withdrawalEnds: 'Puedes cambiar de opinión hasta el {{date}}.',
  withdrawalOver:
    'Los 14 días para cambiar de opinión han pasado: aún puedes notificar un defecto, un daño, un error o algo que falta.',
  quantity: 'Copias de {{name}} que devolver (como máximo {{count}})',
  reason: 'Motivo',
  comment: 'Cuéntanos más (opcional)',
  commentHint: 'Si hay daño o defecto, indica dónde (cara, pista, minuto). Guarda fotos: podríamos pedírtelas.',
  submit: 'Solicitar esta devolución',
  sentNotice:
    'Tu solicitud {{id}} se ha enviado. Te mandamos una copia por correo y respondemos en dos días laborables.',
  requests: 'Tus solicitudes de devolución',
  requestOf: 'Solicitud {{id}} · pedido {{order}}',
  note: 'Nuestra respuesta',
  askedOn: 'Solicitada el {{date}}',
  reasons: {
    changed_mind: 'He cambiado de opinión',
    damaged: 'Llegó dañado',
    faulty: 'Es defectuoso (saltos, ruido, alabeo)',
    wrong_item: 'Recibí otro artículo',
    missing_item: 'Falta algo',
  },
  statuses: {
    requested: 'En revisión',
    approved: 'Aceptada: envíalo',
    refused: 'Rechazada',
    refunded: 'Reembolsada',
  },
  errors: {
    return_not_shipped: 'Este paquete aún no ha salido.',
    return_window_closed:
      'Los 14 días para cambiar de opinión han pasado para este paquete. Aún puedes notificar un defecto o un daño.',
    return_quantity_invalid: 'Elige al menos una copia y no más de las que quedan por devolver.',
    request_failed: 'Algo ha fallado. Inténtalo de nuevo.',
  },
  admin: {
    nav: 'Devoluciones',
    title: 'Solicitudes de devolución',
    filter: 'Estado',
    any: 'Todas',
    empty: 'No hay solicitudes de devolución aquí.',
    customer: 'Cliente',
    items: 'Artículos',
    reason: 'Motivo',
    comment: 'Comentario',
    order: 'Abrir el pedido',
    approve: 'Aceptar',
    refuse: 'Rechazar',
    refunded: 'Marcar reembolsada',
    note: 'Mensaje al cliente',
    noteHint: 'Al aceptar: la dirección adonde enviar los artículos. Al rechazar: por qué.',
    done: 'Guardado: el cliente ha recibido un correo.',
    refundFirst: 'Reembolsa primero desde la página del pedido y luego marca la devolución como reembolsada.',
  },
};
