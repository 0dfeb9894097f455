// Where a production's files are fetched: through the API, which checks the caller may see the
// project (its owner or staff); private storage is never public.
import { productionRoutes, urlOf } from '@spindle/contracts/http';

/** The download and preview URLs of a file. */
export function productionFilesRoutes(projectId: number, fileId: number) {
  const params = { id: projectId, fileId };
  return {
    file: `/api${urlOf(productionRoutes.file.path, params)}`,
    preview: `/api${urlOf(productionRoutes.preview.path, params)}`,
  };
}
