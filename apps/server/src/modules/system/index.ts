// Public face of system: health, build id and the announcement banner.
export { createSystemRepo } from './system.repo.ts';
export { systemRoutes } from './system.routes.ts';
export { createSystemService } from './system.service.ts';
export { type AnnouncementAdmin, type AnnouncementRow, createAnnouncementAdmin } from './announcement-admin.repo.ts';
