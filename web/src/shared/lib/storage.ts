/**
 * Every localStorage entry of the app (spec section 3, "Local storage entries") by one name each,
 * and JSON helpers that never throw (private mode, quota, corrupt values).
 */
/** What every chapter-content key starts with. */
export const chapterContentPrefix = 'chapter:';

export const storageKeys = {
  /** The signed-in user's record (never a token: the session is an httpOnly cookie). */
  user: 'user',
  /** 'zh-CN' or 'en-US'. */
  language: 'language',
  readingSettings: 'readingSettings',
  /** When the reading settings last changed on this device (ISO time): the later of this and the account's wins. */
  readingSettingsChangedAt: 'readingSettingsChangedAt',
  /** The app's colour scheme: 'system', 'light' or 'dark'. */
  appearance: 'appearance',
  homepageCache: 'homepage_cache',
  favoritesPageState: 'favoritesPageState',
  taskRewardsShown: 'taskRewardsShown',
  chapterContent: (bookId: string, chapterId: string) => `${chapterContentPrefix}${bookId}:${chapterId}`,
  /** The `chapter:` keys in the order their chapters were last shown, oldest first (features/reader/chapter-cache.ts). */
  chapterContentOrder: 'chapterContentOrder',
  firstChapterRead: (userId: string, bookId: string) => `firstChapterRead:${userId}:${bookId}`,
  /** Set while a sign-out on this device has not reached the server (auth/pending-logout.ts). */
  pendingLogout: 'pendingLogout',
} as const;

/**
 * The entries that hold what one reader saw or chose (the home list with their favorite marks,
 * their place in their favorites, their reading settings, which their account keeps, the order of
 * the chapters they read): removed when that reader's session ends, with the texts of those
 * chapters (every key starting with `chapterContentPrefix`), so the next reader on the device
 * starts from nothing of theirs, and their reading settings are not sent to the next reader's
 * account as that device's later change. (`taskRewardsShown` names its reader and stays.)
 */
export const readerEntries = [
  storageKeys.homepageCache,
  storageKeys.favoritesPageState,
  storageKeys.readingSettings,
  storageKeys.readingSettingsChangedAt,
  storageKeys.chapterContentOrder,
] as const;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

export function removeEntry(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do when storage is unavailable.
  }
}

/** The keys of every entry whose key starts with `prefix`. */
export function keysStartingWith(prefix: string): string[] {
  try {
    return Object.keys(storage() ?? {}).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}

/** Parses stored JSON text; returns null when it is corrupt or rejected by `isValid`. */
export function parseJson<T>(raw: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Reads a JSON entry; returns null when it is missing, corrupt or rejected by `isValid`. */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  return raw === null ? null : parseJson(raw, isValid);
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
