import { pictureResponseSchema, userDataSchema } from '@spindle/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_TEST_ENV, bearer, errorOf, get, post, signUp } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
});
afterAll(() => t.close());

const check = async (token: string) => bodyOf(userDataSchema, await get(t.app, '/api/auth/check', bearer(token)));

describe('POST /api/user/picture', () => {
  const photo = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
  const storedFileOf = (url: string) => path.join(t.storageDir, url.replace(/^\/storage\//, ''));

  it('resizes a multipart upload to a 400 px square JPEG and shows it in the user data', async () => {
    const { token } = await signUp(t.app);
    const boundary = 'spindle-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      await photo(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/user/picture',
      payload,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status, response.text).toBe(200);
    const { picture } = bodyOf(pictureResponseSchema, response);
    const meta = await sharp(await readFile(storedFileOf(picture))).metadata();
    expect(meta).toMatchObject({ width: 400, height: 400, format: 'jpeg' });
    expect((await check(token)).picture).toBe(picture);
  });

  it('takes base64 JSON too, and replaces the previous picture', async () => {
    const { token } = await signUp(t.app);
    const first = bodyOf(
      pictureResponseSchema,
      await post(t.app, '/api/user/picture', { picture: (await photo()).toString('base64') }, bearer(token)),
    );
    const second = bodyOf(
      pictureResponseSchema,
      await post(t.app, '/api/user/picture', { picture: (await photo()).toString('base64') }, bearer(token)),
    );
    expect(second.picture).not.toBe(first.picture);
    await expect(readFile(storedFileOf(first.picture))).rejects.toThrow();
  });

  it('refuses what is not an image', async () => {
    const { token } = await signUp(t.app);
    const response = await post(
      t.app,
      '/api/user/picture',
      { picture: Buffer.from('not an image').toString('base64') },
      bearer(token),
    );
    expect(errorOf(response).fields).toEqual({ picture: 'image_invalid' });
  });
});
