// Users and clients (docs/admin.md "Users, bids, invoices and payments"): an account with its sessions,
// projects and staff history; its buyer side (orders, addresses, box); and the staff writes on it:
// role and flags (boss only, never the last boss's role nor one's own), signing it out everywhere, the
// confirmation e-mail again. Each write leaves an audit row, in the change's transaction when the change
// is a database write.
import type { AdminClient, AdminUser, AdminUserAccess } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { accountAccessProblemOf, changedAccessOf, type AccountAccess } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { AuditLog } from '../audit/index.ts';
import type { AccountAdmin } from '../auth/index.ts';

/** What the account's pages show from the modules that hold it (given at composition). */
export interface UserRecordReaders {
  projectsOf(userId: number): Promise<AdminUser['projects']>;
  ordersOf(userId: number): Promise<AdminClient['orders']>;
  boxesOf(userId: number): Promise<AdminClient['boxes']>;
}

export interface UserAdminDeps {
  db: Db;
  accounts: AccountAdmin;
  readers: UserRecordReaders;
  audit: Pick<AuditLog, 'record' | 'historyOf'>;
  /** E-mails the confirmation link (auth's sendConfirmation); `baseUrl` is where its link points. */
  sendConfirmation: (userId: number, baseUrl: string) => Promise<void>;
  clock: () => Date;
}

const actorOf = (viewer: AuthenticatedUser) => ({ id: viewer.id, name: viewer.name });
const accessState = (access: AccountAccess) => ({ role: access.role, pro: access.pro, is_admin: access.isAdmin });

async function accountOrNotFound(deps: UserAdminDeps, userId: number) {
  const account = await deps.accounts.accountOf(userId);
  if (!account) throw new AppError('not_found');
  return account;
}

async function viewOf(deps: UserAdminDeps, userId: number): Promise<AdminUser> {
  const user = await accountOrNotFound(deps, userId);
  const [sessions, projects, history] = await Promise.all([
    deps.accounts.liveSessionsOf(userId, deps.clock()),
    deps.readers.projectsOf(userId),
    deps.audit.historyOf('user', userId),
  ]);
  return { user, sessions, projects, history };
}

async function clientOf(deps: UserAdminDeps, userId: number): Promise<AdminClient> {
  const account = await accountOrNotFound(deps, userId);
  const [orders, addresses, boxes] = await Promise.all([
    deps.readers.ordersOf(userId),
    deps.accounts.addressesOf(userId),
    deps.readers.boxesOf(userId),
  ]);
  const user = {
    id: account.id,
    name: account.name,
    email: account.email,
    lang: account.lang,
    country_id: account.country_id,
  };
  return { user, orders, addresses, boxes };
}

/** Sets role and flags under a lock of every boss, refused by the domain's guard, audited in the same transaction. */
async function setAccess(deps: UserAdminDeps, viewer: AuthenticatedUser, userId: number, change: AdminUserAccess) {
  await deps.db.transaction(async (tx) => {
    const locked = await deps.accounts.lockAccess(tx, userId);
    if (!locked) throw new AppError('not_found');
    const before = locked.access;
    const after = changedAccessOf(before, { role: change.role, pro: change.pro, isAdmin: change.is_admin });
    const problem = accountAccessProblemOf({
      actorId: viewer.id,
      targetId: userId,
      before,
      after,
      bossCount: locked.bossCount,
    });
    if (problem) throw new AppError(problem, { fields: { role: problem } });
    await deps.accounts.setAccess(tx, userId, after, deps.clock());
    const record = { action: 'user.access', entityType: 'user', entityId: userId };
    await deps.audit.record(actorOf(viewer), { ...record, before: accessState(before), after: accessState(after) }, tx);
  });
  return viewOf(deps, userId);
}

/** Revokes every live session of the account: each token stops working at once. */
async function revokeSessions(deps: UserAdminDeps, viewer: AuthenticatedUser, userId: number) {
  await accountOrNotFound(deps, userId);
  const revoked = await deps.db.transaction(async (tx) => {
    const count = await deps.accounts.revokeAllSessions(userId, deps.clock(), tx);
    await deps.audit.record(
      actorOf(viewer),
      {
        action: 'user.sessions_revoke',
        entityType: 'user',
        entityId: userId,
        before: { live_sessions: count },
        after: { live_sessions: 0 },
      },
      tx,
    );
    return count;
  });
  return { revoked };
}

/** E-mails the confirmation link again; refused once the address is confirmed. */
async function resendConfirmation(deps: UserAdminDeps, viewer: AuthenticatedUser, userId: number, baseUrl: string) {
  const account = await accountOrNotFound(deps, userId);
  if (account.email_confirmed) throw new AppError('email_already_confirmed');
  // The link is an e-mail (the outbox is the mailer's), so the audit row follows it.
  await deps.sendConfirmation(userId, baseUrl);
  await deps.audit.record(actorOf(viewer), {
    action: 'user.confirmation_resend',
    entityType: 'user',
    entityId: userId,
    before: { email_confirmed: false },
    after: { confirmation_sent_to: account.email },
  });
  return { sent: true as const };
}

export function createUserAdmin(deps: UserAdminDeps) {
  return {
    list: deps.accounts.list,
    view: (userId: number) => viewOf(deps, userId),
    client: (userId: number) => clientOf(deps, userId),
    setAccess: (viewer: AuthenticatedUser, userId: number, change: AdminUserAccess) =>
      setAccess(deps, viewer, userId, change),
    revokeSessions: (viewer: AuthenticatedUser, userId: number) => revokeSessions(deps, viewer, userId),
    resendConfirmation: (viewer: AuthenticatedUser, userId: number, baseUrl: string) =>
      resendConfirmation(deps, viewer, userId, baseUrl),
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
