// How the auth routes answer: a session (cookie + `{ token, data }`) or an expected refusal turned
// into the one error shape (with Retry-After for rate limits).
import type { LoginResponse } from '@spindle/contracts';
import type { ErrorCode } from '@spindle/contracts/http';
import type { FastifyReply } from 'fastify';
import { AppError, type FieldErrors } from '../../http/errors.ts';
import { setSessionCookie } from './session-cookie.ts';
import type { UserDataReader } from './user-data.ts';

/** An expected refusal of an auth call, as the services return it. */
export type AuthRefusal =
  | { ok: false; code: 'too_many_attempts'; retryAfterSeconds: number }
  | { ok: false; code: 'input_invalid'; fields: FieldErrors }
  | { ok: false; code: ErrorCode };

/** Throws the refusal as the API's error (429 carries Retry-After in seconds). */
export function refuse(reply: FastifyReply, refusal: AuthRefusal): never {
  if ('retryAfterSeconds' in refusal) {
    reply.header('retry-after', String(Math.max(1, refusal.retryAfterSeconds)));
    throw new AppError('too_many_attempts');
  }
  if ('fields' in refusal) throw new AppError('input_invalid', { fields: refusal.fields });
  if (refusal.code === 'token_invalid') throw new AppError('token_invalid', { fields: { token: 'token_invalid' } });
  throw new AppError(refusal.code);
}

/** Sets the session cookie and answers the login shape. */
export async function replySignedIn(
  reply: FastifyReply,
  session: { userId: number; token: string },
  options: { userData: UserDataReader; secureCookies: boolean },
): Promise<LoginResponse> {
  setSessionCookie(reply, session.token, options.secureCookies);
  return { token: session.token, data: await options.userData.userData(session.userId) };
}
