// The real URL table (routes.ts) with this route's loader: each listed page that another page does the
// job of answers 301 to it in every locale, and the ranking of the table lets no other page claim it.
import { LOCALES, PERMANENT_REDIRECTS, localisePath } from '@spindle/domain';
import { createStaticHandler, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { loader } from './permanent-redirect.tsx';

const handler = createStaticHandler(
  routes.map((entry) => ({
    id: entry.id ?? entry.file,
    path: entry.path,
    loader:
      entry.file === 'routes/permanent-redirect.tsx'
        ? (args: LoaderFunctionArgs) => loader(args)
        : () => ({ page: entry.id }),
  })),
);

async function answer(path: string) {
  const result = await handler.query(new Request(`http://localhost${path}`));
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  return { status: result.statusCode, location: null };
}

describe('permanent redirects in the URL table', () => {
  for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
    it.each(LOCALES)(`${from} answers 301 to ${to} (%s)`, async (locale) => {
      expect(await answer(localisePath(from, locale))).toEqual({ status: 301, location: localisePath(to, locale) });
    });
  }

  it('keeps the query string', async () => {
    expect(await answer('/fr/project/manage2?id=7')).toEqual({ status: 301, location: '/fr/project/manage?id=7' });
  });

  it('leaves the target pages to their own routes', async () => {
    expect(await answer('/my-account')).toEqual({ status: 200, location: null });
    expect(await answer('/project/manage')).toEqual({ status: 200, location: null });
  });
});
