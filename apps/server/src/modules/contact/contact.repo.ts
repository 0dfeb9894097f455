// The contacts table: one row per message sent through /contact.
import { schema, type Db } from '@spindle/db';

const { contacts } = schema;

export type NewContact = typeof contacts.$inferInsert;

export function createContactRepo(db: Db) {
  return {
    async insertContact(contact: NewContact): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(contacts)
        .values(contact)
        .returning({ id: contacts.id, createdAt: contacts.createdAt });
      if (!row) throw new Error('insert into contacts returned no row');
      return row;
    },
  };
}

export type ContactRepo = ReturnType<typeof createContactRepo>;
