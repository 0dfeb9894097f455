// What the review form's action answers (shared by the server action and the page).

export type ReviewFormResult =
  | { ok: true; projectId: number }
  | {
      ok: false;
      projectId: number;
      code: string;
      fields: Record<string, string>;
      values: { rating: number; title: string; text: string };
    };

/** The order number of the page's `order` query parameter, or null. */
export function orderIdOf(url: URL): number | null {
  return positiveIdOf(url.searchParams.get('order'));
}

/** A positive whole number written plainly ('12', not '012' or '1e3'), or null. */
export function positiveIdOf(text: string | null): number | null {
  if (text === null) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 && String(id) === text ? id : null;
}
