// Reference data of the catalogue's filters: music genres and curated shop categories. Seeded, then
// edited by admins.
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';

/** Music genres with the spec's ids (section 3): fixed ids, so no identity. */
export const genres = pgTable('genres', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Curated shop categories at /vinyl-shop/{id}/{slug}: spec ids 9, 284-288, 260, 155 (pro only). */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  proOnly: boolean('pro_only').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
