import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const groups = 4;
const groupLength = 5;

/**
 * A new one-time recovery code, e.g. `7KQ2M-9ZPXD-2WDHT-4CRB8`: 20 symbols of 5 bits, 100 random
 * bits in all. Only its hash is stored; the reader sees it once.
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(groups * groupLength);
  const symbols = [...bytes].map((byte) => alphabet[byte & 31]).join('');
  return Array.from({ length: groups }, (_, index) => symbols.slice(index * groupLength, (index + 1) * groupLength)).join('-');
}

/** The code as typed: case, spaces and dashes do not matter, and O/I/L read as 0/1/1. */
export function normalizeRecoveryCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** A fast hash is enough: the code carries 100 random bits, so there is nothing to guess from it. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

export function recoveryCodeMatches(input: string, storedHash: string | null): boolean {
  const actual = Buffer.from(hashRecoveryCode(input), 'hex');
  // Compare against a throwaway hash when there is none, so timing does not tell the two apart.
  const expected = Buffer.from(storedHash ?? hashRecoveryCode(newRecoveryCode()), 'hex');
  const same = actual.length === expected.length && timingSafeEqual(actual, expected);
  return storedHash !== null && same;
}
