import { LOCALISED_PAGES } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { localisedRoutes } from './localised-routes.ts';

const pathsOf = (id: string) =>
  localisedRoutes([
    { id: 'home', path: '/', file: 'routes/home.tsx' },
    { id: 'about', path: `/${LOCALISED_PAGES.about.en}`, file: 'routes/about.tsx' },
    { id: 'not-found', path: '/*', file: 'routes/not-found.tsx' },
  ])
    .filter((entry) => entry.id?.startsWith(`${id}.`))
    .map((entry) => [entry.id, entry.path]);

describe('localisedRoutes', () => {
  it('mounts the home page at / and at each locale prefix', () => {
    expect(pathsOf('home')).toEqual([
      ['home.en', '/'],
      ['home.fr', '/fr'],
      ['home.es', '/es'],
      ['home.kr', '/kr'],
      ['home.zh', '/zh'],
    ]);
  });

  it('uses the French slug of a localised page under /fr and the English one elsewhere', () => {
    expect(pathsOf('about')).toEqual([
      ['about.en', '/about'],
      ['about.fr', '/fr/qui-sommes-nous'],
      ['about.es', '/es/about'],
      ['about.kr', '/kr/about'],
      ['about.zh', '/zh/about'],
    ]);
  });

  it('gives each locale its own catch-all so a French 404 stays French', () => {
    expect(pathsOf('not-found').map(([, path]) => path)).toEqual(['/*', '/fr/*', '/es/*', '/kr/*', '/zh/*']);
  });
});
