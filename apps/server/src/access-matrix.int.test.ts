// Every route under /api, called as a visitor, customer A (who owns the fixture's orders), customer B,
// a pro user, a team member and an admin: each answers with the status class its row in
// testing/access-matrix.ts promises (deny by default). The routes come from the built app itself
// (printRoutes), so a new route without a row fails here, and so does a row whose route is gone.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENDPOINTS, type Endpoint } from '@spindle/contracts';
import type { Access as EndpointAccess } from '@spindle/contracts/http';
import { hasStaffPermission, type StaffPermission } from '@spindle/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVerifiedStaffSession } from './modules/staff/testing.ts';
import { ACCESS_MATRIX, type Access, type AccessRow } from './testing/access-matrix.ts';
import { addSession } from './testing/catalogue-fixture.ts';
import { FIXTURE_UPLOAD_KEY, insertOrdersFixture, type OrdersFixture } from './testing/orders-fixture.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

type Identity = 'visitor' | 'a' | 'b' | 'pro' | 'team' | 'admin';
const IDENTITIES: readonly Identity[] = ['visitor', 'b', 'pro', 'team', 'admin', 'a'];
const ALL_METHODS = ['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'TRACE'];

/** A route as the app registered it: method (ALL for catch-alls) and path with parameters as {}. */
interface RegisteredRoute {
  method: string;
  path: string;
}

const normalise = (path: string) => path.replace(/:[^/]+/g, '{}');

/** The /api routes of the app, read from printRoutes' tree (each line: indent, segment, methods). */
export function apiRoutesOf(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    if (!match[3] || !(path === '/api' || path.startsWith('/api/'))) continue;
    const methods = match[3].split(', ').filter((method) => method !== 'HEAD');
    if (ALL_METHODS.every((method) => methods.includes(method))) routes.push({ method: 'ALL', path: normalise(path) });
    else for (const method of methods) routes.push({ method, path: normalise(path) });
  }
  return routes;
}

const keyOf = (route: { method: string; path: string }) => `${route.method} ${normalise(route.path)}`;

/** The rows that may stand for a declared endpoint's access (whose object it is, the handler checks). */
const ROWS_OF_ACCESS: Readonly<Record<EndpointAccess, readonly Access[]>> = {
  public: ['public', 'signed', 'webhook'],
  user: ['user', 'owner', 'owner_or_staff'],
  pro: ['pro'],
  team: ['team'],
  admin: ['admin'],
  staff: ['staff'],
};

/** The fixture's staff as the permission table sees them: team is role team, admin is a boss with the flag. */
const STAFF_IDENTITIES = { team: { role: 'team', isAdmin: false }, admin: { role: 'boss', isAdmin: true } } as const;

/** Whether an identity holds a staff permission (customers, artists and visitors never do). */
function holds(identity: Identity, permission: StaffPermission | undefined): boolean {
  if (!permission || (identity !== 'team' && identity !== 'admin')) return false;
  return hasStaffPermission(STAFF_IDENTITIES[identity], permission);
}

/** Whether a status is what the row promises to an identity. */
function allowedStatus(row: AccessRow, identity: Identity, status: number): boolean {
  const denied = status === 401 || status === 403;
  const fine = !denied && status < 500;
  switch (row.access) {
    case 'public':
      return fine;
    case 'user':
      return identity === 'visitor' ? status === 401 : fine;
    case 'owner':
      if (identity === 'visitor') return status === 401;
      return identity === 'a' ? fine && status !== 404 : status === 403 || status === 404;
    case 'owner_or_staff':
      if (identity === 'visitor') return status === 401;
      if (identity === 'a' || identity === 'team' || identity === 'admin') return fine && status !== 404;
      return status === 403 || status === 404;
    case 'pro':
      if (identity === 'visitor') return status === 401;
      return identity === 'pro' ? fine : status === 403 || status === 404;
    case 'team':
      if (identity === 'visitor') return status === 401;
      return identity === 'team' || identity === 'admin' ? fine : status === 403;
    case 'admin':
      if (identity === 'visitor') return status === 401;
      return identity === 'admin' ? fine : status === 403;
    case 'staff':
      if (identity === 'visitor') return status === 401;
      return holds(identity, row.permission) ? fine : status === 403;
    case 'signed':
      return status === 403;
    case 'webhook':
      return status === 400 || status === 404;
    case 'not_found':
      return status === 404;
  }
}

let t: TestApp;
let fx: OrdersFixture;

beforeAll(async () => {
  // One social provider configured, so its endpoints are served and checked like the others.
  t = await createTestApp(
    {
      SESSION_SECRET: 'session-secret-of-the-access-matrix-0123456789',
      FACEBOOK_CLIENT_ID: 'matrix-client',
      FACEBOOK_CLIENT_SECRET: 'matrix-secret',
    },
    undefined,
    // The ECB's rates are not fetched from the network here: the call answers that they could not be.
    { fetchEcbXml: () => Promise.reject(new Error('offline')) },
  );
  fx = await insertOrdersFixture(t.database);
  // The bytes of A's finished upload, where the private storage keeps them (DATA_DIR/private).
  const file = path.join(path.dirname(t.storageDir), 'private', FIXTURE_UPLOAD_KEY);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'RIFF');
}, 120_000);
afterAll(async () => t?.close());

/** A fresh session per call, so a route that signs out (logout, password change) touches nothing else. */
async function tokenOf(identity: Identity): Promise<string | null> {
  if (identity === 'visitor') return null;
  // Staff have verified their second factor: the matrix checks who may call, the staff tests the factor.
  if (identity === 'team' || identity === 'admin') return addVerifiedStaffSession(t.database, fx.people[identity].id);
  return addSession(t.database, fx.people[identity].id);
}

async function call(row: AccessRow, identity: Identity) {
  const token = await tokenOf(identity);
  const method = row.method === 'ALL' ? 'GET' : row.method;
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const response = await t.app.inject({
    method,
    url: row.url ? row.url(fx) : row.path.replace(/:[^/]+/g, '1').replace('*', 'anything'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(withBody ? { payload: (row.body ? row.body(fx) : {}) as object } : {}),
  });
  return response.statusCode;
}

describe('the access matrix', () => {
  it('has a row for every route under /api, and no row without its route', () => {
    const registered = new Set(apiRoutesOf(t.app).map(keyOf));
    const rows = new Set(ACCESS_MATRIX.map(keyOf));
    expect(registered.size).toBeGreaterThan(50);
    expect(
      [...registered].filter((key) => !rows.has(key)).sort(),
      'routes without a row in testing/access-matrix.ts',
    ).toEqual([]);
    expect([...rows].filter((key) => !registered.has(key)).sort(), 'rows whose route is not registered').toEqual([]);
  });

  it('agrees with the access (and staff permission) each declared endpoint states (packages/contracts/src/http/routes)', () => {
    const rows = new Map(ACCESS_MATRIX.map((row) => [keyOf(row), row]));
    const disagreeing = ENDPOINTS.flatMap((endpoint: Endpoint) => {
      const row = rows.get(keyOf({ method: endpoint.method, path: `/api${endpoint.path}` }));
      const agrees =
        row && ROWS_OF_ACCESS[endpoint.access].includes(row.access) && row.permission === endpoint.permission;
      return agrees ? [] : [`${endpoint.id}: ${endpoint.access} ${endpoint.permission ?? ''} / ${row?.access}`];
    });
    expect(ENDPOINTS.length).toBeGreaterThan(0);
    expect(disagreeing).toEqual([]);
  });

  it.each(ACCESS_MATRIX.map((row) => [keyOf(row), row] as const))(
    '%s answers each identity as its row says',
    async (_key, row) => {
      const seen: Record<string, number> = {};
      for (const identity of IDENTITIES) seen[identity] = await call(row, identity);
      const wrong = Object.entries(seen).filter(
        ([identity, status]) => !allowedStatus(row, identity as Identity, status),
      );
      expect(wrong, `${row.access} route answered ${JSON.stringify(seen)}`).toEqual([]);
    },
  );
});
