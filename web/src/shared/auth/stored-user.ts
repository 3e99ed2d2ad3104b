import { graphql } from '@/__generated__';
import type { StoredUser_UserFragment } from '@/__generated__/graphql';
import { readJson, removeEntry, storageKeys, writeJson } from '@/shared/lib/storage';

/**
 * The user record the app keeps (spec section 3): id, username, email, coins and the recent read
 * history. Every operation that signs a user in or refreshes them selects this fragment, so the
 * record in localStorage always has the same shape.
 */
export const StoredUserFragment = graphql(`
  fragment StoredUser_user on User {
    id
    username
    email
    coins
    readHistory {
      chapterId
      progress
      updatedAt
      book {
        id
        title
        coverImage
      }
    }
  }
`);

export type StoredUser = StoredUser_UserFragment;

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.username === 'string' &&
    typeof record.coins === 'number' &&
    (record.email === null || record.email === undefined || typeof record.email === 'string') &&
    Array.isArray(record.readHistory)
  );
}

export function readStoredUser(): StoredUser | null {
  return readJson(storageKeys.user, isStoredUser);
}

export function writeStoredUser(user: StoredUser): void {
  writeJson(storageKeys.user, user);
}

export function clearStoredUser(): void {
  removeEntry(storageKeys.user);
}
