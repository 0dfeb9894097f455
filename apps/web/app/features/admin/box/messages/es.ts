// Página de la selección de la caja para el equipo (/admin/box, features/admin/box).
import type { adminBoxEn } from './en.ts';

type Shape<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const adminBoxEs: Shape<typeof adminBoxEn> = {
  nav: 'Caja de vinilos',
  title: 'Caja de vinilos: la selección del mes',
  intro:
    'Los discos entre los que eligen los suscriptores de un mes, con las copias reservadas para la caja (nunca vendidas en la tienda). Las elecciones cierran a medianoche (París) del día 1.',
  month: 'Mes',
  show: 'Mostrar',
  previous: 'Mes anterior',
  next: 'Mes siguiente',
  tableCaption: 'Selección de {{month}}',
  cover: 'Portada',
  record: 'Disco',
  setAside: 'Reservadas',
  taken: 'Tomadas',
  actions: 'Acciones',
  quantityOf: 'Copias reservadas para «{{name}}»',
  save: 'Guardar',
  saveLabel: 'Guardar las copias reservadas para «{{name}}»',
  remove: 'Quitar',
  removeLabel: 'Quitar «{{name}}» de {{month}}',
  empty: 'Aún no hay discos en la selección de este mes.',
  addTitle: 'Añadir un disco',
  search: 'Nombre o número del proyecto',
  searchSubmit: 'Buscar',
  none: 'No se encontró ningún proyecto.',
  already: 'Ya está en la selección',
  quantity: 'Copias que reservar para «{{name}}»',
  add: 'Añadir',
  addLabel: 'Añadir «{{name}}» a {{month}}',
  done: {
    add: '«{{name}}» está en la selección de {{month}}.',
    set: 'Las copias reservadas para «{{name}}» están guardadas.',
    remove: '«{{name}}» ya no está en la selección de {{month}}.',
  },
  errors: {
    box_selection_below_taken: 'Los suscriptores ya eligieron copias de este disco: no puede bajar de ellas.',
    not_found: 'Ese proyecto no existe.',
    input_invalid: 'Indica un número de copias entre 1 y 100 000.',
    other: 'No funcionó. Inténtalo de nuevo.',
  },
};
