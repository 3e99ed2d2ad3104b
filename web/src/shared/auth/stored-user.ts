import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import type { StoredUser_UserFragment } from '@/__generated__/graphql';
import { parseJson, readString, removeEntry, storageKeys, writeJson } from '@/shared/lib/storage';

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

/** The user record in an answer that selected `...StoredUser_user` (login, register, me). */
export function storedUserOf(user: FragmentType<typeof StoredUserFragment>): StoredUser;
export function storedUserOf(user: FragmentType<typeof StoredUserFragment> | null | undefined): StoredUser | null;
export function storedUserOf(user: FragmentType<typeof StoredUserFragment> | null | undefined): StoredUser | null {
  return getFragmentData(StoredUserFragment, user) ?? null;
}

export function writeStoredUser(user: StoredUser): void {
  writeJson(storageKeys.user, user);
}

export function clearStoredUser(): void {
  removeEntry(storageKeys.user);
}

function isStoredUserRecord(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.username === 'string' && typeof record.coins === 'number' && Array.isArray(record.readHistory);
}

/** A stored-user record's text as a user, or null when it is none (missing, corrupt, another shape). */
export function parseStoredUser(raw: string | null): StoredUser | null {
  return raw === null ? null : parseJson(raw, isStoredUserRecord);
}

/** The stored record of the last confirmed user, or null (used while the server cannot be reached). */
export function readStoredUser(): StoredUser | null {
  return parseStoredUser(readString(storageKeys.user));
}

/** Whether this device remembers a signed-in reader, who will most likely be let in at start. */
export function remembersReader(): boolean {
  return readStoredUser() !== null;
}
