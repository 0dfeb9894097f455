// Call-back requests (POST projects/call-me): an artist or a label asks the team to call them back,
// about a project or not. Kept until the team answers on /bids (issue 14), with the answer, who gave it
// and when. Owned by the quote module, with the quote requests: both are the pressing service's leads.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId } from '../columns.ts';
import { projects } from '../projects/projects.ts';
import { answerColumns, answerComplete } from './answer-columns.ts';

/** A call-back request, as the requester sent it, and the team's answer once given. */
export const callMeRequests = pgTable(
  'call_me_requests',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account's address when the request was sent: the answer goes there. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** When to call, in the requester's words ("weekday mornings"). */
    preferredTime: text('preferred_time'),
    message: text('message'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The project's name when the request was sent (the project may be renamed or deleted since). */
    projectName: text('project_name'),
    /** The requester's language: the team's answer is written in it. */
    lang: text('lang').notNull().default('en'),
    ...answerColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_me_requests_created_at_idx').on(t.createdAt),
    index('call_me_requests_user_idx').on(t.userId),
    answerComplete('call_me_requests', t),
  ],
);
