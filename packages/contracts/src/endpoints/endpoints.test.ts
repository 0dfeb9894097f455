import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isErrorCode } from '../http/error-codes.ts';
import { ENDPOINTS } from './index.ts';

const parametersOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();

describe('the declared endpoints', () => {
  it('each have their own id and their own method and path', () => {
    const ids = ENDPOINTS.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s names its path parameters and declares known codes',
    (_id, endpoint) => {
      const params = 'params' in endpoint ? (endpoint.params as z.ZodObject) : null;
      expect(Object.keys(params?.shape ?? {}).sort()).toEqual(parametersOf(endpoint.path));
      const errors: readonly string[] = 'errors' in endpoint ? endpoint.errors : [];
      expect(errors.filter((code) => !isErrorCode(code))).toEqual([]);
      expect(endpoint.summary).not.toBe('');
    },
  );
});
