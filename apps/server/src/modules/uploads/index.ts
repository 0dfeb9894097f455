// Public face of uploads: chunked uploads into private storage, and their clean-up.
export { createPrivateFileStorage, privateUploadUrl } from './private-storage.ts';
export { createUploadsRepo } from './uploads.repo.ts';
export { uploadsRoutes } from './uploads.routes.ts';
export { type UploadsService, cleanAbandonedUploads, createUploadsService } from './uploads.service.ts';
