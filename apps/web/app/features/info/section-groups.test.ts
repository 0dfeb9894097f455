import { describe, expect, it } from 'vitest';
import { groupSections } from './section-groups.ts';

const section = (id: string, group?: string) => ({ id, heading: id, paragraphs: [], group });

describe('the sections of a page, by topic', () => {
  it('put consecutive questions of one topic under one anchored heading', () => {
    const groups = groupSections([section('a', 'Orders'), section('b', 'Orders'), section('c', 'Box')]);
    expect(groups.map((group) => [group.id, group.heading, group.sections.map((s) => s.id)])).toEqual([
      ['topic-1', 'Orders', ['a', 'b']],
      ['topic-2', 'Box', ['c']],
    ]);
  });

  it('leave the sections of a page without topics as one run without a heading', () => {
    const groups = groupSections([section('a'), section('b')]);
    expect(groups).toEqual([{ id: null, heading: null, sections: [section('a'), section('b')] }]);
  });
});
