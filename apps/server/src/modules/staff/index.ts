// Public face of staff: the staff side under /api/admin (docs/admin.md): the second factor, the staff
// home and search, project review; users and clients, /bids, invoices and payments; the demo's known
// second factor.
export { enrolDemoSecondFactors } from './demo-second-factor.ts';
export { RECOVERY_CODE_COUNT, SECOND_FACTOR_RATE_LIMIT } from './second-factor.service.ts';
export { type StaffFinders, type StaffWorkCounts } from './staff-home.service.ts';
export { type StaffModule, type StaffModuleOptions, createStaffModule } from './staff-module.ts';
export { type StaffPeople, type StaffPeopleOptions, createStaffPeople } from './staff-people.ts';
export { type UserRecordReaders } from './user-admin.service.ts';
