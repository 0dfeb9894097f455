// What the staff side reads of the pressing quotes (docs/admin.md): the requests not answered yet.
import { quotes, type Db } from '@spindle/db';
import { count, eq } from 'drizzle-orm';

/** Quote requests still `new`: no one contacted the requester yet. */
export async function countOpenQuoteRequests(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(quotes).where(eq(quotes.status, 'new'));
  return row?.value ?? 0;
}
