// Public face of digital-singles: the staff's one-track downloads (docs/admin.md "Digital singles").
export {
  type DigitalSinglesDeps,
  type DigitalSinglesService,
  createDigitalSinglesService,
} from './digital-singles.service.ts';
export { digitalSinglesRoutes } from './digital-singles.routes.ts';
