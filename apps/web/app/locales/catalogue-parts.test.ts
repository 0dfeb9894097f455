// The pages that hydrate with only what every page loads (SHELL_PAGES, lib/i18n.ts) must never need a
// text of the parts loaded apart: such a text would show as its key. This follows every module a shell
// page can run in the browser (its route module, the root layout and the entry, through static and
// dynamic imports: a panel loaded on first use runs on the same page) and looks for keys of the
// storefront pages' part and of the member part.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { SHELL_PAGES } from '../lib/i18n.ts';
import { memberEn } from './member/en.ts';
import { pagesEn } from './pages/en.ts';

const APP = path.resolve(import.meta.dirname, '..');

/** Route modules of the shell pages (route ids are `{page}.{locale}`). */
function shellRouteFiles(): string[] {
  type Entry = { id?: string; file: string; children?: Entry[] };
  const files = new Set<string>();
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.id && SHELL_PAGES.has(entry.id.split('.')[0] ?? entry.id)) files.add(path.join(APP, entry.file));
      if (entry.children) visit(entry.children);
    }
  };
  visit(routes);
  return [...files];
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// `import … from`, `export … from` and `import(…)`; type-only imports bring no code.
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Texts modules hold the catalogue itself, and server modules never run in the browser. */
const isCatalogueOrServer = (file: string) => /[\\/](locales|messages)[\\/]|\.server\.tsx?$/.test(file);

/** Every module the browser may run on a shell page, with the module that brought it in. */
function modulesOfShellPages(): Map<string, string> {
  const start = [path.join(APP, 'root.tsx'), path.join(APP, 'entry.client.tsx'), ...shellRouteFiles()];
  const found = new Map<string, string>();
  const queue: [string, string][] = start.map((file) => [file, 'a shell page']);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, from] = next;
    if (found.has(file)) continue;
    found.set(file, from);
    if (isCatalogueOrServer(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const resolved = resolveImport(file, match[1] ?? match[2] ?? '');
      if (resolved) queue.push([resolved, file]);
    }
  }
  return found;
}

describe('the pages that hydrate with only what every page loads', () => {
  const modules = modulesOfShellPages();
  const relative = (file: string) => path.relative(APP, file);

  it('are found: the home page, the shop and its listings, with the layout', () => {
    const files = [...modules.keys()].map(relative);
    expect(files).toEqual(
      expect.arrayContaining(['root.tsx', 'routes/home.tsx', 'routes/vinyl-shop.tsx', 'layout/site-shell.tsx']),
    );
    expect(files).not.toContain('routes/project.tsx');
  });

  it.each([
    ['the storefront pages’ part', Object.keys(pagesEn)],
    ['the member part', Object.keys(memberEn)],
  ])('use no key of %s', (_part, sections) => {
    const uses = new RegExp(`['"\`](${sections.join('|')})\\.[A-Za-z]`);
    const offenders = [...modules]
      .filter(([file]) => !isCatalogueOrServer(file) && uses.test(readFileSync(file, 'utf8')))
      .map(([file, from]) => `${relative(file)} (imported by ${path.isAbsolute(from) ? relative(from) : from})`);
    expect(offenders).toEqual([]);
  });
});
