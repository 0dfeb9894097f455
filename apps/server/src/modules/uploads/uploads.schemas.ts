// The chunked upload's requests and responses live in packages/contracts (src/uploads.ts).
export {
  uploadAbortResponseSchema,
  uploadChunkFieldsSchema,
  uploadChunkJsonBodySchema,
  uploadChunkResponseSchema,
  uploadFinishBodySchema,
  uploadFinishResponseSchema,
  uploadIdParamsSchema,
  uploadPartSchema,
  uploadStartBodySchema,
  uploadStartResponseSchema,
  uploadStatusResponseSchema,
  type UploadChunkFields,
  type UploadFinishBody,
  type UploadStartBody,
} from '@spindle/contracts';
