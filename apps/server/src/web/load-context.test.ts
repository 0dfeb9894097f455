import { createContext, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageContextKeysOf } from './load-context.ts';

/** A server build whose entry module exports `exports` (only what pageContextKeysOf reads). */
function buildExporting(exports: Record<string, unknown>): ServerBuild {
  return { entry: { module: exports } } as unknown as ServerBuild;
}

describe('the page context keys of a server build', () => {
  it('are the very keys its entry.server exports, read once per build', () => {
    const apiContext = createContext();
    const requestContext = createContext();
    const build = buildExporting({ apiContext, requestContext });
    const keys = pageContextKeysOf(build);
    expect(keys.apiContext).toBe(apiContext);
    expect(keys.requestContext).toBe(requestContext);
    // A later page request of the same build does not read the module again.
    build.entry.module = {} as ServerBuild['entry']['module'];
    expect(pageContextKeysOf(build)).toBe(keys);
  });

  it('are read again for another build (development reloads), which must export them', () => {
    const first = buildExporting({ apiContext: createContext(), requestContext: createContext() });
    const nextApi = createContext();
    const next = buildExporting({ apiContext: nextApi, requestContext: createContext() });
    expect(pageContextKeysOf(first).apiContext).not.toBe(nextApi);
    expect(pageContextKeysOf(next).apiContext).toBe(nextApi);
    expect(() => pageContextKeysOf(buildExporting({}))).toThrow(/must export apiContext and requestContext/);
  });
});
