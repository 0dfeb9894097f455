// The help centre's questions come in topics: consecutive sections with the same `group` share a heading.

/** What grouping needs of a section (or of a table of contents' entry). */
type Grouped = { group?: string };

/** A run of consecutive sections: under a topic heading (`id` is its anchor), or without one. */
export interface SectionGroup<S extends Grouped> {
  id: string | null;
  heading: string | null;
  sections: S[];
}

/** Consecutive sections with the same group, in order; topics are anchored #topic-1, #topic-2... */
export function groupSections<S extends Grouped>(sections: readonly S[]): SectionGroup<S>[] {
  const groups: SectionGroup<S>[] = [];
  let topics = 0;
  for (const section of sections) {
    const heading = section.group ?? null;
    const last = groups.at(-1);
    if (last && last.heading === heading) {
      last.sections.push(section);
    } else {
      topics += heading === null ? 0 : 1;
      groups.push({ id: heading === null ? null : `topic-${topics}`, heading, sections: [section] });
    }
  }
  return groups;
}
