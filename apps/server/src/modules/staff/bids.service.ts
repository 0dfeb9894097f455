// /bids (docs/admin.md "Users, bids, invoices and payments"): the pressing-quote and call-back requests
// waiting for the team's answer. An answer is recorded once, with who and when, in the same
// transaction as its audit row; then it is e-mailed to the requester in their language (the message
// stays on the request, so an e-mail that could not be written loses nothing).
import type { AdminBid, AdminBidsQuery, BidKind } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requestAnswerTemplate } from '../../mail/templates/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { listRequests, lockRequest, markRequestAnswered } from '../quote/index.ts';

export interface BidsDeskDeps {
  db: Db;
  /** The quote module's requests desk. */
  requests: {
    list: (query: AdminBidsQuery) => ReturnType<typeof listRequests>;
    lock: typeof lockRequest;
    markAnswered: typeof markRequestAnswered;
  };
  audit: Pick<AuditLog, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  clock: () => Date;
}

/** The audit's entity type of each kind of request. */
const ENTITY_TYPE: Readonly<Record<BidKind, string>> = { quote: 'quote_request', call_me: 'call_me_request' };

/** E-mails the answer to the requester, in their language. */
async function tellRequester(deps: BidsDeskDeps, bid: AdminBid, baseUrl: string): Promise<void> {
  if (!bid.email || !bid.answer) return;
  const request =
    bid.kind === 'quote'
      ? { kind: 'quote' as const, id: bid.id, quantity: bid.quantity }
      : { kind: 'call_me' as const, projectName: bid.project?.name ?? null };
  await deps.mailer.send({
    to: bid.email,
    locale: bid.lang,
    template: requestAnswerTemplate.key,
    tags: ['request-answer', bid.kind],
    ...(bid.user_id === null ? {} : { userId: bid.user_id }),
    ...requestAnswerTemplate.render(bid.lang, { baseUrl, name: bid.name, request, message: bid.answer.message }),
  });
}

async function answer(
  deps: BidsDeskDeps,
  viewer: AuthenticatedUser,
  target: { kind: BidKind; id: number },
  message: string,
  baseUrl: string,
): Promise<AdminBid> {
  const answered = await deps.db.transaction(async (tx) => {
    const before = await deps.requests.lock(tx, target.kind, target.id);
    if (!before) throw new AppError('not_found');
    if (before.answer) throw new AppError('request_already_answered');
    const at = deps.clock();
    const after = await deps.requests.markAnswered(tx, target.kind, target.id, {
      message,
      at,
      byUserId: viewer.id,
      byName: viewer.name,
    });
    await deps.audit.record(
      { id: viewer.id, name: viewer.name },
      {
        action: 'bid.answer',
        entityType: ENTITY_TYPE[target.kind],
        entityId: target.id,
        before: { answered: false },
        after: { answered: true, answer: message, to: after.email, lang: after.lang },
      },
      tx,
    );
    return after;
  });
  await tellRequester(deps, answered, baseUrl);
  return answered;
}

export function createBidsDesk(deps: BidsDeskDeps) {
  return {
    list: deps.requests.list,
    answer: (viewer: AuthenticatedUser, target: { kind: BidKind; id: number }, message: string, baseUrl: string) =>
      answer(deps, viewer, target, message, baseUrl),
  };
}

export type BidsDesk = ReturnType<typeof createBidsDesk>;
