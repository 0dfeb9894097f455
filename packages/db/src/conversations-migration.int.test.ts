// Migrations 0028 (conversations) and 0029 (messages_in_conversations) on a store that already held
// messages: each becomes a conversation of its own (about its project when it had one, else with the
// team), its sender and recipient take part, the recipient's unread message stays unread, and new
// conversations number after the moved ones.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { createTestDatabase } from './testing.ts';

const migrationSql = (suffix: string) => {
  const file = readdirSync(new URL('../migrations/', import.meta.url)).find((name) => name.endsWith(suffix));
  return readFileSync(new URL(`../migrations/${file ?? ''}`, import.meta.url), 'utf8');
};

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(() => database.close());

async function run(text: string) {
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

describe('migrations 0028 and 0029, messages into conversations', () => {
  it('moves each message written before conversations into a conversation of its own', async () => {
    // The messages table as it stood before 0028.
    await run(`drop table message_attachments, conversation_participants, messages, conversations cascade
      --> statement-breakpoint
      create table messages (id integer primary key generated always as identity, from_user_id integer,
        to_user_id integer not null, project_id integer, text text not null,
        read_at timestamp with time zone, created_at timestamp with time zone default now() not null,
        constraint messages_from_user_id_users_id_fk foreign key (from_user_id) references users(id) on delete set null,
        constraint messages_to_user_id_users_id_fk foreign key (to_user_id) references users(id) on delete cascade,
        constraint messages_project_id_projects_id_fk foreign key (project_id) references projects(id) on delete set null)
      --> statement-breakpoint
      create index messages_to_user_idx on messages (to_user_id, read_at)`);
    const { rows: people } = await database.db.execute<{ id: number }>(
      sql`insert into users (name, email) values ('Fan', 'fan@example.test'), ('Artist', 'artist@example.test') returning id`,
    );
    const [fan, artist] = people.map((row) => row.id);
    const { rows: projects } = await database.db.execute<{ id: number }>(
      sql`insert into projects (name, slug, artist_name, category, step, price_eur_minor) values ('Night Drive', 'night-drive', 'Nova', 'vinyl', 'in_progress', 2500) returning id`,
    );
    const project = projects[0]?.id;
    await database.db
      .execute(sql`insert into messages (from_user_id, to_user_id, project_id, text, read_at, created_at) values
      (${fan}, ${artist}, ${project}, 'When does it ship?', null, '2026-01-02T10:00:00Z'),
      (${artist}, ${fan}, null, 'Welcome!', '2026-01-03T10:00:00Z', '2026-01-03T09:00:00Z')`);
    await run(migrationSql('_conversations.sql'));
    await run(migrationSql('_messages_in_conversations.sql'));

    const { rows: conversations } = await database.db.execute(
      sql`select id, subject, kind, project_id, started_by_user_id from conversations order by id`,
    );
    expect(conversations).toEqual([
      { id: 1, subject: 'Night Drive', kind: 'project', project_id: project, started_by_user_id: fan },
      { id: 2, subject: 'Spindle', kind: 'support', project_id: null, started_by_user_id: artist },
    ]);
    const { rows: participants } = await database.db.execute(
      sql`select conversation_id, user_id, last_read_at is not null as has_read from conversation_participants order by 1, 2`,
    );
    expect(participants).toEqual(
      [
        { conversation_id: 1, user_id: fan, has_read: true },
        { conversation_id: 1, user_id: artist, has_read: false },
        { conversation_id: 2, user_id: fan, has_read: true },
        { conversation_id: 2, user_id: artist, has_read: true },
      ].sort((a, b) => a.conversation_id - b.conversation_id || (a.user_id ?? 0) - (b.user_id ?? 0)),
    );
    const { rows: messages } = await database.db.execute(sql`select id, conversation_id from messages order by id`);
    expect(messages).toEqual([
      { id: 1, conversation_id: 1 },
      { id: 2, conversation_id: 2 },
    ]);
    const { rows: next } = await database.db.execute<{ id: number }>(
      sql`insert into conversations (subject, kind) values ('New', 'support') returning id`,
    );
    expect(next[0]?.id).toBe(3);
  });
});
