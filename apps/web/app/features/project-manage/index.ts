// Public face of project-manage for other features: the chunked uploader of masters (the staff's
// digital singles upload their track with it) and the audio files a master may be.
export { ChunkedUpload, UploadFailure, type UploadProgress } from './chunked-upload.ts';
export { MASTER_ACCEPT } from './track-upload.tsx';
