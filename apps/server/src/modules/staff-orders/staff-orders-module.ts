// The staff's order pages built once (composition/staff-orders.ts calls it): the use cases and their routes.
import { createStaffOrders, type StaffOrdersOptions } from './staff-orders.service.ts';
import { staffOrdersRoutes } from './staff-orders.routes.ts';

/** The staff's order pages and their routes. */
export function createStaffOrdersModule(options: StaffOrdersOptions) {
  const orders = createStaffOrders(options);
  return { orders, routes: staffOrdersRoutes(orders, options.publicUrl) };
}
