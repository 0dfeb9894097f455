// Password hashing and the rules of a new password (docs/accounts.md, "Passwords"): argon2id with
// m=19456 KiB, t=2, p=1 (OWASP's first recommended setting; STACK.md measured 46 ms a hash), the
// password normalised to NFC first so the same characters typed on another device still match.
import { hash, verify } from '@node-rs/argon2';
import { passwordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@spindle/contracts';
import { isCommonPassword } from './common-passwords.ts';

/** argon2id parameters (argon2id is the library's default algorithm; the stored hash names it). */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Why a new password is refused: the field codes of `password`. */
export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common';

/** The first rule a new password breaks, or null. No composition rules (NIST SP 800-63B 3.1.1.2). */
export function passwordProblemOf(password: string): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (isCommonPassword(password)) return 'password_too_common';
  return null;
}

/** The argon2id hash to store in users.password_hash (PHC string with its own salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), PASSWORD_HASH_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Whether a password matches a stored hash. With no hash (unknown e-mail, or a social-only account)
 * a dummy hash is checked instead, so the answer takes as long and the timing tells nothing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('not-a-password-anyone-has', PASSWORD_HASH_OPTIONS);
    await verify(await dummyHash, password.normalize('NFC'));
    return false;
  }
  try {
    return await verify(storedHash, password.normalize('NFC'));
  } catch {
    // A malformed stored hash is a data problem; it must never open the account.
    return false;
  }
}
