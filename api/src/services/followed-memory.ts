import { LRUCache } from 'lru-cache';
import type { Database, Subscription } from '../db/database.js';

/**
 * What the database told this process, kept in memory only while a channel announcing every
 * change to it is followed (a trigger notifies the channel, whoever makes the change; see
 * migrations 006 and 007). Everything is forgotten when the channel drops, since a change may then
 * go unheard, and a read under way when a change was heard does not keep what it read.
 *
 * The channel's payload names readers, comma-separated, or is `*` for "forget everything".
 */
export function followedMemory<Key extends NonNullable<unknown>, Value extends NonNullable<unknown>>(options: LRUCache.Options<Key, Value, unknown>) {
  const kept = new LRUCache<Key, Value>(options);
  let following = false;
  // Counts what was forgotten: a read that started before a change must not keep what it read.
  let changes = 0;

  const forgetAll = () => {
    changes += 1;
    kept.clear();
  };

  return {
    /** Whether the channel is followed now (values are kept only then). */
    isFollowing: () => following,

    /**
     * The value kept under `key` when `usable` accepts it, else what `load` reads, kept when
     * followed (null: nothing to keep).
     */
    async read(key: Key, load: () => Promise<Value | null>, usable: (value: Value) => boolean = () => true): Promise<Value | null> {
      const known = kept.get(key);
      if (known !== undefined && usable(known)) return known;
      const changesBefore = changes;
      const value = await load();
      if (value !== null && following && changes === changesBefore) kept.set(key, value);
      return value;
    },

    /** Forgets `key`: for a change this process made itself, before it answers. */
    forget(key: Key): void {
      changes += 1;
      kept.delete(key);
    },

    /** Forgets every value `matches` accepts. */
    forgetWhere(matches: (value: Value, key: Key) => boolean): void {
      changes += 1;
      for (const [key, value] of kept.entries()) if (matches(value, key)) kept.delete(key);
    },

    /**
     * Follows `channel`: `forgetReaders` hears the readers each notification names. `onFollowing`
     * hears when following starts and stops (a dropped connection, then its return).
     */
    follow(db: Database, channel: string, forgetReaders: (userIds: ReadonlySet<number>) => void, onFollowing: (following: boolean) => void = () => undefined): Subscription {
      return db.listen(channel, {
        notification: (payload) => {
          const userIds = payload === '*' ? null : payload.split(',').map(Number);
          if (userIds === null || userIds.some((id) => !Number.isInteger(id))) forgetAll();
          else forgetReaders(new Set(userIds));
        },
        listening: () => {
          forgetAll();
          following = true;
          onFollowing(true);
        },
        lost: () => {
          following = false;
          forgetAll();
          onFollowing(false);
        },
      });
    },
  };
}
