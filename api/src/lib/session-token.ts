import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token: 256 random bits. Only its hash is ever stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
