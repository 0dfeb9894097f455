// The 10,000 most common passwords (SecLists, shipped in common-passwords/ with its source and
// licence). A new password on the list is refused: guessing attacks try these first.
import { readFileSync } from 'node:fs';

let list: ReadonlySet<string> | null = null;

/** The list, lower-cased; read once, on first use (about 80 KB). */
function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords/top-10000.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== ''),
  );
  return list;
}

/** How many passwords the list holds. */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

/** Whether a password is on the list, whatever its case ("PASSWORD1" is as guessable as "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFC').toLowerCase());
}
