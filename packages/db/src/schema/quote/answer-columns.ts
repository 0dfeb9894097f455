// The columns of a request's answer, shared by the quote requests and the call-back requests (not
// exported from the schema: only the tables are).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { timestampTz } from '../columns.ts';

/**
 * The team's answer to a request waiting for one (/bids): the message e-mailed to the requester, when,
 * and by whom (the staff member's name is kept: the request outlives an account, like the audit log).
 */
export function answerColumns() {
  return {
    answer: text('answer'),
    answeredAt: timestampTz('answered_at'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredByName: text('answered_by_name'),
  };
}

/** An answer is given whole: its message and its time together, or neither. */
export function answerComplete(table: string, columns: { answer: AnyPgColumn; answeredAt: AnyPgColumn }) {
  return check(`${table}_answer_complete`, sql`(${columns.answer} is null) = (${columns.answeredAt} is null)`);
}
