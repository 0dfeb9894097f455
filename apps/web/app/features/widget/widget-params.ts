// Which project a /widget URL embeds: ?id= (the embed code's parameter) or ?project_id= (as /player).

/** The project id of a widget URL, or null when it has none or an invalid one. */
export function widgetProjectId(searchParams: URLSearchParams): number | null {
  const raw = searchParams.get('id') ?? searchParams.get('project_id');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
