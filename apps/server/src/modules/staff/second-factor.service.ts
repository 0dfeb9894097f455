// The staff second factor (docs/admin.md "Second factor", decision 0014): TOTP (RFC 6238) with ten
// one-time recovery codes. The secret is sealed at rest (AES-256-GCM, key derived from SESSION_SECRET);
// recovery codes are stored as SHA-256 (they are random, so a fast hash is enough). A session that
// typed a good code is recorded as verified; only those reach the staff endpoints and /admin.
import { createHash, randomBytes } from 'node:crypto';
import { renderSVG } from 'uqr';
import { deriveKey } from '../../crypto/derived-key.ts';
import { openSealedText, sealText } from '../../crypto/sealed-box.ts';
import { base32Encode, matchTotpStep, newTotpSecret, otpauthUri, totpStepOf } from '../../crypto/totp.ts';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import type { SecondFactorRepo } from './second-factor.repo.ts';

/** Recovery codes given at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes a staff member may type: 10, earned back over 15 minutes. */
export const SECOND_FACTOR_RATE_LIMIT = { points: 10, durationSeconds: 900 } as const;
/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Spindle';
/**
 * The key's source without SESSION_SECRET (development, the demo, the journeys): the sealing then only
 * keeps secrets out of a casual look at the database. Production sets SESSION_SECRET (docs/admin.md).
 */
const DEVELOPMENT_SECRET = 'spindle-development-only-second-factor-secret';

/** The 32-byte key that seals TOTP secrets. */
export function secondFactorKeyOf(sessionSecret: string | undefined): Buffer {
  return deriveKey(sessionSecret ?? DEVELOPMENT_SECRET, 'spindle/staff-totp/v1');
}

/** A recovery code: 10 base32 characters, shown as two groups of five. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`.toLowerCase();
}

/** SHA-256 of a recovery code as typed: case, spaces and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(normal).digest('hex');
}

export interface SecondFactorDeps {
  repo: SecondFactorRepo;
  key: Buffer;
  limiter: RateLimiter;
  clock: () => Date;
}

async function confirmedSecretOf(deps: SecondFactorDeps, userId: number, confirmed: boolean): Promise<string> {
  const factor = await deps.repo.factorOf(userId);
  if (!factor || (factor.confirmedAt !== null) !== confirmed) {
    throw new AppError(confirmed ? 'second_factor_not_enrolled' : 'second_factor_enrolled');
  }
  const secret = openSealedText(deps.key, factor.secretSealed);
  // A secret that no longer opens (SESSION_SECRET changed): the member enrols again.
  if (secret === null) throw new AppError('second_factor_not_enrolled');
  return secret;
}

async function enrol(deps: SecondFactorDeps, user: AuthenticatedUser) {
  const secret = newTotpSecret();
  if (!(await deps.repo.saveUnconfirmed(user.id, sealText(deps.key, secret)))) {
    throw new AppError('second_factor_enrolled');
  }
  const uri = otpauthUri({ secretBase32: secret, issuer: ISSUER, account: user.email });
  return { secret, otpauth_uri: uri, qr_svg: renderSVG(uri, { border: 2 }) };
}

async function confirm(deps: SecondFactorDeps, user: AuthenticatedUser, code: string) {
  const secret = await confirmedSecretOf(deps, user.id, false);
  const at = deps.clock();
  const step = matchTotpStep(secret, code, at);
  if (step === null) throw new AppError('second_factor_invalid', { fields: { code: 'second_factor_invalid' } });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  if (!(await deps.repo.confirm(user.id, at, step, codes.map(recoveryCodeHash)))) {
    throw new AppError('second_factor_enrolled');
  }
  await deps.repo.verifySession(user.sessionId, at, 'totp');
  await deps.limiter.reset(`user:${user.id}`);
  return { recovery_codes: codes };
}

/** Whether the code is a good, unused TOTP code (six digits) or an unused recovery code. */
async function acceptCode(deps: SecondFactorDeps, userId: number, secret: string, code: string, at: Date) {
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
    const step = matchTotpStep(secret, code, at);
    return step !== null && (await deps.repo.useStep(userId, step)) ? ('totp' as const) : null;
  }
  return (await deps.repo.useRecoveryCode(userId, recoveryCodeHash(code), at)) ? ('recovery' as const) : null;
}

async function verify(deps: SecondFactorDeps, user: AuthenticatedUser, code: string) {
  const secret = await confirmedSecretOf(deps, user.id, true);
  const at = deps.clock();
  const method = await acceptCode(deps, user.id, secret, code, at);
  if (!method) throw new AppError('second_factor_invalid', { fields: { code: 'second_factor_invalid' } });
  await deps.repo.verifySession(user.sessionId, at, method);
  await deps.limiter.reset(`user:${user.id}`);
  return { method, recovery_codes_left: await deps.repo.recoveryCodesLeft(user.id) };
}

async function status(deps: SecondFactorDeps, user: AuthenticatedUser) {
  const [factor, verified, left] = await Promise.all([
    deps.repo.factorOf(user.id),
    deps.repo.isSessionVerified(user.sessionId),
    deps.repo.recoveryCodesLeft(user.id),
  ]);
  return { enrolled: factor?.confirmedAt != null, verified, recovery_codes_left: left };
}

/**
 * Enrols a known secret, already confirmed (the demo staff accounts, whose secret docs/admin.md gives,
 * like their password), unless the account has a factor; returns whether it did.
 */
async function enrolKnownSecret(deps: SecondFactorDeps, userId: number, secret: string): Promise<boolean> {
  if (await deps.repo.factorOf(userId)) return false;
  await deps.repo.saveUnconfirmed(userId, sealText(deps.key, secret));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return deps.repo.confirm(userId, deps.clock(), totpStepOf(deps.clock()) - 2, codes.map(recoveryCodeHash));
}

/** The second factor's use cases. */
export function createSecondFactorService(deps: SecondFactorDeps) {
  return {
    status: (user: AuthenticatedUser) => status(deps, user),
    /** Spends one of the member's attempts at typing a code (the route answers 429 when refused). */
    spendAttempt: (user: AuthenticatedUser) => deps.limiter.consume(`user:${user.id}`),
    enrol: (user: AuthenticatedUser) => enrol(deps, user),
    confirm: (user: AuthenticatedUser, code: string) => confirm(deps, user, code),
    verify: (user: AuthenticatedUser, code: string) => verify(deps, user, code),
    isSessionVerified: (sessionId: number) => deps.repo.isSessionVerified(sessionId),
    enrolKnownSecret: (userId: number, secret: string) => enrolKnownSecret(deps, userId, secret),
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
