// The staff's artists, labels, shops, pass and challenge built once (composition/staff-sellers.ts calls
// it): the desks over the owners' faces, and their routes.
import { createPassDesk, type PassDeskDeps } from './pass-desk.service.ts';
import { createSellerDesk, type SellerDeskDeps } from './seller-desk.service.ts';
import { createShopDesk } from './shop-desk.service.ts';
import { staffSellersRoutes } from './staff-sellers.routes.ts';

export type StaffSellersOptions = SellerDeskDeps & Omit<PassDeskDeps, 'db' | 'audit'>;

export function createStaffSellersModule(options: StaffSellersOptions) {
  const { db, audit, sellers, shops, publicStorage } = options;
  const desks = {
    sellers: createSellerDesk(options),
    shops: createShopDesk({ db, audit, sellers, shops, publicStorage }),
    pass: createPassDesk({
      db,
      audit,
      points: options.points,
      users: options.users,
      paidOrderCounts: options.paidOrderCounts,
    }),
  };
  return { ...desks, routes: staffSellersRoutes(desks) };
}
