// Curation rules (issue 16, docs/admin.md "Curation"): the order of a curated category's projects
// (moved one place by keyboard, or dropped anywhere by dragging, always a full permutation of what the
// category holds) and the schedule of a home banner (live when active and inside its dates).
import {
  BUSINESS_TIME_ZONE,
  daysInMonth,
  formatLocalDateTime,
  instantOfLocalDateTime,
  localDateTimeOf,
} from './zoned-time.ts';

/** A keyboard move of one project in a curated category. */
export const CATEGORY_MOVES = ['up', 'down', 'top', 'bottom'] as const;
export type CategoryMove = (typeof CATEGORY_MOVES)[number];

/**
 * The order after moving `id` one place up or down (or to the top or the bottom). A move past either end
 * changes nothing; an id the order does not hold gives null.
 */
export function moveInOrder(order: readonly number[], id: number, move: CategoryMove): number[] | null {
  const from = order.indexOf(id);
  if (from < 0) return null;
  const last = order.length - 1;
  const to = { up: Math.max(0, from - 1), down: Math.min(last, from + 1), top: 0, bottom: last }[move];
  const next = order.filter((other) => other !== id);
  next.splice(to, 0, id);
  return next;
}

/**
 * Whether `proposed` is a new order of exactly the projects of `current` (a drag and drop sends the
 * whole list): same ids, each once. A list made from a stale page (a project added or removed since)
 * is not, and is refused rather than guessed at.
 */
export function isReorderOf(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length) return false;
  const seen = new Set(proposed);
  return seen.size === proposed.length && current.every((id) => seen.has(id));
}

/** A banner's or an announcement's dates: either may be open. */
export interface Schedule {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Whether a schedule makes sense: when both dates are given, the end comes after the start. */
export function isScheduleValid({ startsAt, endsAt }: Schedule): boolean {
  return startsAt === null || endsAt === null || endsAt.getTime() > startsAt.getTime();
}

/** Whether something switched on with these dates shows at `now`: from its start (included) until its end (excluded). */
export function isLiveAt(item: Schedule & { active: boolean }, now: Date): boolean {
  if (!item.active) return false;
  if (item.startsAt !== null && item.startsAt.getTime() > now.getTime()) return false;
  return item.endsAt === null || item.endsAt.getTime() > now.getTime();
}

/** Where a banner stands at `now`: off, waiting for its start, live, or over. */
export type ScheduleState = 'off' | 'scheduled' | 'live' | 'ended';

export function scheduleStateAt(item: Schedule & { active: boolean }, now: Date): ScheduleState {
  if (!item.active) return 'off';
  if (isLiveAt(item, now)) return 'live';
  return item.startsAt !== null && item.startsAt.getTime() > now.getTime() ? 'scheduled' : 'ended';
}

/**
 * The instant of a date-time field ('YYYY-MM-DDTHH:MM', what an HTML datetime-local input sends) read as
 * Paris time, the business's clock; an empty field is null, anything unreadable is undefined.
 */
export function parisInstantOfField(text: string): Date | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(trimmed);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59)
    return undefined;
  return instantOfLocalDateTime({ year, month, day, hour, minute }, BUSINESS_TIME_ZONE);
}

/** An instant as a datetime-local field's value in Paris time ('YYYY-MM-DDTHH:MM'). */
export function parisFieldOf(instant: Date): string {
  return formatLocalDateTime(localDateTimeOf(instant, BUSINESS_TIME_ZONE)).replace(' ', 'T');
}

/** What /admin/product sells besides records: accessories, merch, and garments with sizes. */
export const PRODUCT_CATEGORIES = ['accessory', 'merch', 't-shirt', 'hoodie'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The product categories sold by size, each size an option with its own stock. */
export const SIZED_PRODUCT_CATEGORIES: readonly ProductCategory[] = ['t-shirt', 'hoodie'];

/** A size of a garment and the copies left in it. */
export interface SizeStock {
  size: string;
  stock: number;
}

/** Why a product's sizes cannot be saved: a garment without sizes, sizes on something else, a size twice. */
export type ProductSizesProblem = 'sizes_required' | 'sizes_not_allowed' | 'size_repeated';

export function productSizesProblemOf(
  category: ProductCategory,
  sizes: readonly SizeStock[],
): ProductSizesProblem | null {
  const sized = SIZED_PRODUCT_CATEGORIES.includes(category);
  if (sized && sizes.length === 0) return 'sizes_required';
  if (!sized && sizes.length > 0) return 'sizes_not_allowed';
  const names = sizes.map((entry) => entry.size.trim().toUpperCase());
  return new Set(names).size === names.length ? null : 'size_repeated';
}

/** A product's copies left: the sum of its sizes' for a garment, else its own count (null: not counted). */
export function productStockOf(stock: number | null, sizes: readonly SizeStock[]): number | null {
  return sizes.length > 0 ? sizes.reduce((sum, entry) => sum + entry.stock, 0) : stock;
}
