// GET /api/search (apps/server/src/modules/search): the header's live search calls it from the browser.
import type { SearchResult } from '../../catalogue.ts';
import { isRecord, isSafeInt, isSafeIntOrNull, isStringOrNull } from '../json-shape.ts';
import { defineRoutes } from '../route.ts';

/** One row of the live search's answer, checked field by field as searchResultSchema does. */
export function isSearchResult(value: unknown): value is SearchResult {
  return (
    isRecord(value) &&
    isSafeInt(value.id) &&
    typeof value.name === 'string' &&
    isStringOrNull(value.artist_name) &&
    isStringOrNull(value.picture) &&
    typeof value.pictureUrl === 'string' &&
    isSafeIntOrNull(value.project_id) &&
    isStringOrNull(value.shop_code_artist) &&
    isStringOrNull(value.shop_code_label) &&
    typeof value.url === 'string'
  );
}

/** The live search's answer: a list of results. */
export function isSearchResults(body: unknown): body is SearchResult[] {
  return Array.isArray(body) && body.every(isSearchResult);
}

export const searchRoutes = defineRoutes('search', {
  results: { method: 'GET', path: '/search', access: 'public', answerGuard: isSearchResults },
});
