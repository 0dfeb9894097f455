// A column of the outer query as a correlated subquery names it. Drizzle writes the columns of a
// one-table query without their table ("id"), and inside `(select … from project_images where
// project_id = "id")` that "id" is the image's own, not the project's: the subquery silently reads the
// wrong row. The table-qualified name always means the outer one.
import { type AnyColumn, getTableName, sql, type SQL } from 'drizzle-orm';

/** `"table"."column"` of `column`, for the outer side of a correlated subquery. */
export function outerColumn(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
