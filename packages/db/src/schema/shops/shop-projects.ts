// Which projects a shop shows, and in what order.
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.ts';
import { shops } from './shops.ts';

/** Projects shown in a shop, in the shop's order (a project may appear in several shops). */
export const shopProjects = pgTable(
  'shop_projects',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.projectId] }), index('shop_projects_project_idx').on(t.projectId)],
);
