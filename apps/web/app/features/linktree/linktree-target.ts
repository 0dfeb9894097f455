// Whose link page a /linktree URL asks for: ?artist={id}, ?label={id} or ?project={id}
// (?project_id= as on /player). One of them, the first in that order.

export type LinktreeTarget = { kind: 'artist' | 'label' | 'project'; id: number };

const PARAMS = [
  ['artist', 'artist'],
  ['label', 'label'],
  ['project', 'project'],
  ['project_id', 'project'],
] as const;

/** The target of a link page URL, or null when it names none or an invalid id. */
export function linktreeTarget(searchParams: URLSearchParams): LinktreeTarget | null {
  for (const [param, kind] of PARAMS) {
    const raw = searchParams.get(param);
    if (raw === null) continue;
    if (!/^[1-9]\d{0,8}$/.test(raw)) return null;
    return { kind, id: Number(raw) };
  }
  return null;
}
