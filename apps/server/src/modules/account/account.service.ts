// The signed-in user's own account (spec section 7, "User"): profile, e-mail change, password,
// notifications, delivery address, language, currency, picture, digs, sponsor code; and the public
// profile anyone may read. Every use case acts on the caller's own id: there is no user id to change.
import type {
  DeliveryBody,
  DigsResponse,
  NotificationSettingsDto,
  ProfileBody,
  PublicProfile,
  UserCustomer,
} from '@spindle/contracts';
import type { CurrencyCode, AppLocale } from '@spindle/domain';
import { randomInt } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import type { LoginLimiter } from '../../rate-limit/login-limiter.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  type AuthRepo,
  type AuthenticatedUser,
  type AuthService,
  type EmailLinksService,
  hashPassword,
  passwordProblemOf,
  verifyPassword,
  type TooManyAttempts,
  customerOf,
  isUniqueViolation,
} from '../auth/index.ts';
import type { AccountRepo } from './account.repo.ts';
import { storeProfilePicture } from './profile-picture.ts';

export interface AccountDeps {
  repo: AccountRepo;
  authRepo: Pick<AuthRepo, 'retireEmailTokens'>;
  auth: Pick<AuthService, 'revokeSessions'>;
  emailLinks: Pick<EmailLinksService, 'sendConfirmation'>;
  /** Counts wrong current passwords like wrong logins, so a stolen session cannot guess the password. */
  loginLimiter: LoginLimiter;
  storage: FileStorage;
  clock: () => Date;
}

/** The caller and where they call from (for the password checks' limiter and e-mail links). */
export interface Caller {
  user: AuthenticatedUser;
  ip: string | null;
  baseUrl: string;
}

const DIGS_HISTORY_LIMIT = 100;
// No 0/O or 1/I: the code is read aloud and typed by friends.
const SPONSOR_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SPONSOR_CODE_LENGTH = 8;

function newSponsorCode(): string {
  let code = '';
  for (let i = 0; i < SPONSOR_CODE_LENGTH; i += 1)
    code += SPONSOR_CODE_ALPHABET[randomInt(SPONSOR_CODE_ALPHABET.length)];
  return code;
}

export function createAccountService(deps: AccountDeps) {
  return {
    updateProfile: (caller: Caller, body: ProfileBody) => updateProfile(deps, caller, body),
    changePassword: (caller: Caller, currentPassword: string, newPassword: string) =>
      changePassword(deps, caller, { currentPassword, newPassword }),
    /** GET user/notifications (unset settings are on, but the newsletter, which needs consent). */
    notifications: (userId: number) => notificationsOf(deps, userId),
    updateNotifications: (userId: number, body: Partial<NotificationSettingsDto>) =>
      updateNotifications(deps, userId, body),
    delivery: (userId: number) => deliveryOf(deps, userId),
    updateDelivery: (userId: number, body: DeliveryBody) => updateDelivery(deps, userId, body),
    setLang: async (userId: number, lang: AppLocale): Promise<void> => deps.repo.updateUser(userId, { lang }),
    setCurrency: async (userId: number, currency: CurrencyCode): Promise<void> =>
      deps.repo.updateUser(userId, { currency }),
    updatePicture: (userId: number, source: Buffer) => updatePicture(deps, userId, source),
    digs: (userId: number) => digsOf(deps, userId),
    sponsor: (userId: number) => sponsorOf(deps, userId),
    publicProfile: (userId: number) => publicProfileOf(deps, userId),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

async function accountOf({ repo }: AccountDeps, userId: number) {
  const account = await repo.findAccount(userId);
  if (!account) throw new AppError('unauthorized');
  return account;
}

/**
 * Checks the current password, counted like a login (a stolen session cannot guess it); a wrong one
 * throws a field error on current_password, too many attempts come back as a value.
 */
async function checkCurrentPassword(
  deps: AccountDeps,
  caller: Caller,
  password: string | undefined,
): Promise<{ ok: true } | TooManyAttempts> {
  if (password === undefined) throw new AppError('input_invalid', { fields: { current_password: 'input_required' } });
  const account = await accountOf(deps, caller.user.id);
  const attempt = { email: account.email, ip: caller.ip };
  const check = await deps.loginLimiter.checkLogin(attempt);
  if (!check.ok) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: check.retryAfterSeconds };
  if (!(await verifyPassword(account.passwordHash, password))) {
    await deps.loginLimiter.recordLoginFailure(attempt);
    const code = account.passwordHash === null ? 'password_not_set' : 'password_invalid';
    throw new AppError('input_invalid', { fields: { current_password: code } });
  }
  await deps.loginLimiter.recordLoginSuccess(attempt);
  return { ok: true };
}

/** POST user/profile: name and about at will; a new e-mail needs the current password and a new confirmation. */
async function updateProfile(
  deps: AccountDeps,
  caller: Caller,
  body: ProfileBody,
): Promise<{ ok: true } | TooManyAttempts> {
  const { repo } = deps;
  const account = await accountOf(deps, caller.user.id);
  const newEmail = body.email !== undefined && body.email !== account.email ? body.email : null;
  if (newEmail !== null) {
    const checked = await checkCurrentPassword(deps, caller, body.current_password);
    if (!checked.ok) return checked;
    if (await repo.isEmailTaken(newEmail)) throw new AppError('input_invalid', { fields: { email: 'email_taken' } });
  }
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.about !== undefined ? { about: body.about ?? null } : {}),
  };
  if (Object.keys(changes).length > 0) await repo.updateUser(caller.user.id, changes);
  if (newEmail !== null) await changeEmail(deps, caller, newEmail);
  return { ok: true };
}

/** The new address replaces the old one, unconfirmed: its confirmation link goes out. */
async function changeEmail(deps: AccountDeps, caller: Caller, newEmail: string): Promise<void> {
  try {
    await deps.repo.changeEmail(caller.user.id, newEmail);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('input_invalid', { fields: { email: 'email_taken' } });
    throw error;
  }
  // Links sent to the old address must not confirm the new one.
  await deps.authRepo.retireEmailTokens(caller.user.id, 'confirm', deps.clock());
  await deps.emailLinks.sendConfirmation(caller.user.id, caller.baseUrl);
}

/** POST user/password: the current password, then the new one; every other session is signed out. */
async function changePassword(
  deps: AccountDeps,
  caller: Caller,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<{ ok: true } | TooManyAttempts> {
  const problem = passwordProblemOf(newPassword);
  if (problem) throw new AppError('input_invalid', { fields: { password: problem } });
  const checked = await checkCurrentPassword(deps, caller, currentPassword);
  if (!checked.ok) return checked;
  await deps.repo.updateUser(caller.user.id, { passwordHash: await hashPassword(newPassword) });
  await deps.auth.revokeSessions(caller.user.id, caller.user.sessionId);
  return { ok: true };
}

async function notificationsOf(deps: AccountDeps, userId: number): Promise<NotificationSettingsDto> {
  const { notifications: settings, newsletter } = await accountOf(deps, userId);
  return {
    newsletter,
    project_updates: settings.projectUpdates ?? true,
    followed_projects: settings.followedProjects ?? true,
    messages: settings.messages ?? true,
    order_updates: settings.orderUpdates ?? true,
    box_reminders: settings.boxReminders ?? true,
  };
}

/** POST user/notifications: changes the settings sent; the newsletter one also updates the list. */
async function updateNotifications(
  deps: AccountDeps,
  userId: number,
  body: Partial<NotificationSettingsDto>,
): Promise<NotificationSettingsDto> {
  const { repo } = deps;
  const current = await notificationsOf(deps, userId);
  const next = { ...current, ...body };
  await repo.setNotifications(
    userId,
    {
      newsletter: next.newsletter,
      projectUpdates: next.project_updates,
      followedProjects: next.followed_projects,
      messages: next.messages,
      orderUpdates: next.order_updates,
      boxReminders: next.box_reminders,
    },
    next.newsletter,
  );
  if (next.newsletter !== current.newsletter) {
    const account = await accountOf(deps, userId);
    await repo.setNewsletterSubscription({
      email: account.email,
      userId,
      lang: account.lang,
      subscribed: next.newsletter,
      now: deps.clock(),
    });
  }
  return next;
}

async function deliveryOf(deps: AccountDeps, userId: number): Promise<UserCustomer | null> {
  const { customerId } = await accountOf(deps, userId);
  const address = customerId === null ? null : await deps.repo.findAddress(customerId);
  return address ? customerOf(address) : null;
}

/** POST user/delivery: the default delivery address (fields already checked: latin_invalid, input_required...). */
async function updateDelivery({ repo }: AccountDeps, userId: number, body: DeliveryBody): Promise<UserCustomer> {
  if (!(await repo.countryExists(body.country_id)))
    throw new AppError('input_invalid', { fields: { country_id: 'input_invalid' } });
  const saved = await repo.saveDefaultAddress(userId, {
    name: body.name,
    firstname: body.firstname,
    lastname: body.lastname,
    company: body.company,
    address: body.address,
    address2: body.address2,
    zipCode: body.zip_code,
    city: body.city,
    state: body.state,
    countryId: body.country_id,
    phone: body.phone,
  });
  return customerOf(saved);
}

/** POST user/picture: stores the resized avatar and forgets the previous one. */
async function updatePicture(deps: AccountDeps, userId: number, source: Buffer): Promise<string> {
  const previous = (await accountOf(deps, userId)).picture;
  const key = await storeProfilePicture(deps.storage, userId, source);
  await deps.repo.updateUser(userId, { picture: key });
  if (previous) await deps.storage.delete(previous).catch(() => undefined);
  return deps.storage.publicUrl(key);
}

/** GET user/digs: the points balance (10 per unit bought) and the latest movements. */
async function digsOf({ repo }: AccountDeps, userId: number): Promise<DigsResponse> {
  const [total, history] = await Promise.all([
    repo.totalPoints(userId),
    repo.pointsHistory(userId, DIGS_HISTORY_LIMIT),
  ]);
  return {
    points: total,
    history: history.map((row) => ({
      points: row.points,
      reason: row.reason,
      order_id: row.orderId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** GET user/sponsor: the user's referral code, made on first request. */
async function sponsorOf(deps: AccountDeps, userId: number): Promise<{ code: string; sponsored_count: number }> {
  let code = (await accountOf(deps, userId)).sponsorCode;
  for (let attempt = 0; code === null && attempt < 5; attempt += 1) {
    if (await deps.repo.claimSponsorCode(userId, newSponsorCode())) code = (await accountOf(deps, userId)).sponsorCode;
  }
  if (code === null) throw new Error('no free sponsor code found');
  return { code, sponsored_count: await deps.repo.countSponsored(userId) };
}

/** GET users/{id}/public: name, kind, picture, about and since when; never the e-mail. */
async function publicProfileOf({ repo, storage }: AccountDeps, userId: number): Promise<PublicProfile> {
  const row = await repo.findPublicProfile(userId);
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    picture: row.picture ? storage.publicUrl(row.picture) : null,
    about: row.about,
    created_at: row.createdAt.toISOString(),
  };
}
