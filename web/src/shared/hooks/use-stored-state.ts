import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { readString, removeEntry, writeString } from '@/shared/lib/storage';

/**
 * One localStorage entry a screen restores (spec section 3, "Local storage entries"): the home
 * list's place, the favorites page's place, the reader's settings, its first-chapter hint, a
 * chapter's text. The entry is read once, after mount and never during render: in a layout
 * effect, so the restored value is on screen before the first paint and a screen that waits for
 * it (`restored === undefined`) never flashes. A change of `key` reads the new entry. With
 * `follow`, the value stays the entry's current one: this screen's saves and other tabs' changes.
 */
export interface StoredEntry<T> {
  /** The localStorage key; null while there is none to read (e.g. no signed-in reader yet). */
  key: string | null;
  /** The stored text as a value; null when it is corrupt, stale or not usable here. */
  parse: (raw: string) => T | null;
  /** How a value is stored; JSON by default. */
  serialize?: (value: T) => string;
  /**
   * Runs once with what was read, before the screen reads its data (e.g. to put saved rows back
   * into the Apollo cache). Outside render, so side effects are welcome.
   */
  onRestore?: (value: T | null) => void;
  /** Removes the entry once it has been restored (read and usable): a place that is used once (favorites). */
  clearOnRestore?: boolean;
  /**
   * Keeps `restored` current: what `save` writes, and what another tab writes (its `storage`
   * events), so a change here builds on theirs (the reader settings). Off for a place restored
   * once (home, favorites, a chapter's text, the first-chapter hint): another tab's place must
   * not move this one. `onRestore` and `clearOnRestore` apply only to the first read.
   */
  follow?: boolean;
}

export interface StoredState<T> {
  /** undefined until the entry has been read (the first commit), then its value or null. */
  restored: T | null | undefined;
  /** Writes the entry now. */
  save: (value: T) => void;
  /** Removes the entry. */
  clear: () => void;
}

const notRead = Symbol('not read');

/**
 * Calls `onChange` when another tab of this site changes or removes localStorage entry `key`
 * (a `storage` event; a whole-storage clear has no key). Returns the unsubscribe.
 */
export function followStoredEntry(key: string, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export function useStoredState<T>({
  key,
  parse,
  serialize = JSON.stringify,
  onRestore,
  clearOnRestore = false,
  follow = false,
}: StoredEntry<T>): StoredState<T> {
  const [read, setRead] = useState<{ key: string | null; value: T | null } | null>(null);
  // The latest callbacks, without making them effect dependencies (screens pass inline functions).
  const latest = useRef({ parse, serialize, onRestore, clearOnRestore });
  useLayoutEffect(() => {
    latest.current = { parse, serialize, onRestore, clearOnRestore };
  });

  // Which key has been read: React's development double effect must not read a cleared entry again.
  const readKey = useRef<string | null | typeof notRead>(notRead);
  useLayoutEffect(() => {
    if (readKey.current === key) return;
    readKey.current = key;
    const raw = key === null ? null : readString(key);
    const value = raw === null ? null : latest.current.parse(raw);
    if (key !== null && value !== null && latest.current.clearOnRestore) removeEntry(key);
    latest.current.onRestore?.(value);
    // A layout effect, so the restored value renders before the browser paints.
    setRead({ key, value });
  }, [key]);

  useLayoutEffect(() => {
    if (!follow || key === null) return;
    return followStoredEntry(key, () => {
      const raw = readString(key);
      setRead({ key, value: raw === null ? null : latest.current.parse(raw) });
    });
  }, [follow, key]);

  const save = useCallback(
    (value: T) => {
      if (key === null) return;
      writeString(key, latest.current.serialize(value));
      if (follow) setRead({ key, value });
    },
    [follow, key],
  );
  const clear = useCallback(() => {
    if (key === null) return;
    removeEntry(key);
    if (follow) setRead({ key, value: null });
  }, [follow, key]);

  return { restored: read !== null && read.key === key ? read.value : undefined, save, clear };
}
