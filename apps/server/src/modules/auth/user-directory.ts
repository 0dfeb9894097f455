// Who a user is, for the staff side (docs/admin.md) and the jobs that write to people: the name, e-mail
// and language of accounts by id (to say who changed a step, to e-mail an artist in their language),
// among the ids another module's subquery gives (a project's followers), and accounts found by number,
// e-mail or name.
import { users, type Db, containsPattern } from '@spindle/db';
import { count, desc, eq, ilike, inArray, or, type SQLWrapper } from 'drizzle-orm';

/** The parts of an account the staff side shows and writes to. */
export interface UserContact {
  id: number;
  name: string;
  email: string;
  lang: string;
}

const CONTACT = { id: users.id, name: users.name, email: users.email, lang: users.lang };

export function createUserDirectory(db: Db) {
  return {
    async contactsOf(ids: readonly number[]): Promise<Map<number, UserContact>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select(CONTACT)
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** The accounts whose id a subquery of another module gives (a select of one id column), each once. */
    async contactsAmong(ids: SQLWrapper): Promise<UserContact[]> {
      return db.select(CONTACT).from(users).where(inArray(users.id, ids));
    },
    /** The accounts with these e-mail addresses (as stored). */
    async withEmails(emails: readonly string[]): Promise<UserContact[]> {
      if (emails.length === 0) return [];
      return db
        .select(CONTACT)
        .from(users)
        .where(inArray(users.email, [...emails]));
    },
    /** Accounts whose number is the text, or whose e-mail or name contains it (10 at most). */
    async find(text: string): Promise<UserContact[]> {
      const pattern = containsPattern(text);
      const byText = or(ilike(users.email, pattern), ilike(users.name, pattern));
      const id = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
      return db
        .select(CONTACT)
        .from(users)
        .where(id !== null ? or(eq(users.id, id), byText) : byText)
        .orderBy(desc(users.createdAt))
        .limit(10);
    },
    withOrigins: (origins: readonly string[], paging: { page: number; perPage: number }) =>
      withOrigins(db, origins, paging),
  };
}

/** Accounts that signed up with one of these origins (the contest's; docs/admin.md "Challenge"), newest first. */
async function withOrigins(db: Db, origins: readonly string[], paging: { page: number; perPage: number }) {
  const where = inArray(users.origin, [...origins]);
  const [rows, [total], byOrigin] = await Promise.all([
    db
      .select({ ...CONTACT, origin: users.origin, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ value: count() }).from(users).where(where),
    db
      .select({ origin: users.origin, id: users.id })
      .from(users)
      .where(inArray(users.origin, [...origins])),
  ]);
  return { rows, total: total?.value ?? 0, byOrigin };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
