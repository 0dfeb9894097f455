import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSession, insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuthRepo } from './auth.repo.ts';
import { createAuthService } from './auth.service.ts';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
});
afterAll(() => t.close());

// The pro category answers 200 only when request.user is the pro user: it shows who the server resolved.
const proCategory = (headers: Record<string, string>) =>
  send(t.app, { method: 'GET', url: '/api/projects?category=155', headers }).then((response) => response.status);

describe('session token resolution', () => {
  it('resolves the user of a live session from its token by SHA-256', async () => {
    const auth = createAuthService(createAuthRepo(t.database.db));
    const user = await auth.userOfToken(fx.users.pro.token);
    expect(user).toMatchObject({
      id: fx.users.pro.id,
      email: 'paul@example.test',
      pro: true,
      role: 'user',
      isAdmin: false,
    });
  });

  it('reads the token from the Authorization bearer header', async () => {
    expect(await proCategory({ authorization: `Bearer ${fx.users.pro.token}` })).toBe(200);
  });

  it('reads the token from the token cookie', async () => {
    expect(await proCategory({ cookie: `lang=en; token=${fx.users.pro.token}` })).toBe(200);
  });

  it('ignores an expired session', async () => {
    const token = await addSession(t.database, fx.users.pro.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(await proCategory({ authorization: `Bearer ${token}` })).toBe(404);
  });

  it('ignores a revoked session', async () => {
    const token = await addSession(t.database, fx.users.pro.id, { revoked: true });
    expect(await proCategory({ authorization: `Bearer ${token}` })).toBe(404);
  });

  it('treats an unknown or malformed token as a visitor, not an error', async () => {
    expect(await proCategory({ authorization: 'Bearer not-a-real-token-but-long-enough' })).toBe(404);
    expect(await proCategory({ authorization: 'Bearer <script>' })).toBe(404);
    expect(await proCategory({ authorization: 'Basic dXNlcjpwYXNz' })).toBe(404);
  });
});
