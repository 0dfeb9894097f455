import { describe, expect, it } from 'vitest';
import { widgetProjectId } from './widget-params.ts';

describe('widgetProjectId', () => {
  it('reads ?id= and, like /player, ?project_id=', () => {
    expect(widgetProjectId(new URLSearchParams('id=259101'))).toBe(259101);
    expect(widgetProjectId(new URLSearchParams('project_id=259102'))).toBe(259102);
  });

  it('prefers ?id= when both are given', () => {
    expect(widgetProjectId(new URLSearchParams('id=1&project_id=2'))).toBe(1);
  });

  it.each(['', 'id=', 'id=abc', 'id=0', 'id=-3', 'id=1.5', 'id=99999999999'])('has no project for ?%s', (query) => {
    expect(widgetProjectId(new URLSearchParams(query))).toBeNull();
  });
});
