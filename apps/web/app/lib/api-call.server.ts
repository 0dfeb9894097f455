// Writes by path for the endpoints not declared yet (issue 12's second pass): like apiClient(context).call,
// the answer is a value with the API's error code and field codes, so the page shows them in the
// form; a 5xx, a network failure or a broken contract shows maintenance.
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { apiContext } from '../context.ts';
import { callApiPath, type ApiCallResult } from './api.server.ts';

/** Calls `/api{path}` with a JSON body (or none) as the visitor. */
export async function sendApi<S extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown } = {},
): Promise<ApiCallResult<z.output<S>>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const request: RequestInit = {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  };
  return (await callApiPath(context.get(apiContext), path, request, schema)) as ApiCallResult<z.output<S>>;
}
