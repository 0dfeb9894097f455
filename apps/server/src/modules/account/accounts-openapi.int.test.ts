// The OpenAPI document (/api/docs) of the endpoints declared in packages/contracts for sessions,
// social sign-in, the account, uploads and the payment webhooks: each is there, with its security and
// an error answer for the status of every code it may send.
import {
  accountEndpoints,
  authEndpoints,
  oauthEndpoints,
  paymentsEndpoints,
  uploadsEndpoints,
  type Endpoint,
} from '@spindle/contracts';
import { ERROR_STATUS } from '@spindle/contracts/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAs } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const operationSchema = z.object({
  summary: z.string(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  responses: z.record(z.string(), z.unknown()),
});
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

let t: TestApp;

beforeAll(async () => {
  // A social provider configured, so its endpoints are served (and documented).
  t = await createTestApp({
    SESSION_SECRET: 'session-secret-of-the-openapi-tests-0123456789',
    FACEBOOK_CLIENT_ID: 'openapi-client',
    FACEBOOK_CLIENT_SECRET: 'openapi-secret',
  });
});
afterAll(() => t?.close());

const declared: readonly Endpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(oauthEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(uploadsEndpoints),
  ...Object.values(paymentsEndpoints),
];

describe('the OpenAPI document of the accounts, uploads and webhooks', () => {
  it.each(declared.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s is documented with its access and the status of every code it may send',
    async (_id, endpoint) => {
      const { body: document } = await getAs(t.app, documentSchema, '/api/docs/openapi.json');
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.security !== undefined).toBe(endpoint.access !== 'public');
      const statuses = Object.keys(operation?.responses ?? {});
      const expected = (endpoint.errors ?? []).map((code) => String(ERROR_STATUS[code]));
      if (endpoint.access !== 'public') expected.push('401');
      expect(statuses).toEqual(expect.arrayContaining(expected));
    },
  );
});
