import { describe, expect, it } from 'vitest';
import { linktreeTarget } from './linktree-target.ts';

const target = (query: string) => linktreeTarget(new URLSearchParams(query));

describe('linktreeTarget', () => {
  it('reads an artist, a label or a project', () => {
    expect(target('artist=12')).toEqual({ kind: 'artist', id: 12 });
    expect(target('label=7')).toEqual({ kind: 'label', id: 7 });
    expect(target('project=259101')).toEqual({ kind: 'project', id: 259101 });
    expect(target('project_id=259102')).toEqual({ kind: 'project', id: 259102 });
  });

  it('takes the artist first when several are given', () => {
    expect(target('project=1&artist=2')).toEqual({ kind: 'artist', id: 2 });
  });

  it.each(['', 'artist=', 'artist=abc', 'label=0', 'project=-1', 'project=01', 'artist=1e3', 'other=3'])(
    'has no target for ?%s',
    (query) => {
      expect(target(query)).toBeNull();
    },
  );
});
