// Public face of staff-sellers: the staff's artists, labels and shops (profiles, pictures, merging
// duplicates, white-label chrome), the loyalty pass and the contest's sign-ups under /api/admin
// (docs/admin.md "Artists, labels and shops", "Pass and challenge"). It holds no table.
export { type StaffSellersOptions, createStaffSellersModule } from './staff-sellers-module.ts';
