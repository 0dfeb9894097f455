// Public face of uploads: chunked uploads into private storage, and their clean-up; the content type of
// a file read from its bytes (pictures, audio, PDF) for the files sent otherwise (messages' attachments).
export { createPrivateFileStorage, privateUploadUrl } from './private-storage.ts';
export { documentContentTypeOf } from './content-type.ts';
export { createUploadsRepo } from './uploads.repo.ts';
export { uploadsRoutes } from './uploads.routes.ts';
export { type UploadsService, cleanAbandonedUploads, createUploadsService } from './uploads.service.ts';
