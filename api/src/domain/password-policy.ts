import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords (the list is ordered by frequency) are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

// zxcvbn-ts's maintained list of leaked passwords, most frequent first, all lower case.
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

/** True for a password among the most common ones, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}
