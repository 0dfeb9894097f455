import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, ADMIN_SECTION_GROUPS } from './admin-layout.tsx';

describe('the staff menu’s groups', () => {
  it('hold every section exactly once', () => {
    const grouped = ADMIN_SECTION_GROUPS.flatMap((group) => group.sections);
    expect([...grouped].sort()).toEqual([...ADMIN_SECTIONS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
