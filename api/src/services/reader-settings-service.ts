import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { badRequest } from '../domain/errors.js';
import { isAheadOfServer } from '../domain/rules.js';
import { readerSettingsRepository, type StoredReaderSettings } from '../repositories/reader-settings.js';
import { readerSettingsSchema } from '../schemas/reader-settings.js';

export type ReaderSettings = z.infer<typeof readerSettingsSchema>;

/** Stored settings as they stand, or null when they no longer fit today's shape (a device then sends its own). */
function view(stored: StoredReaderSettings | null): { settings: ReaderSettings; changedAt: string } | null {
  const parsed = stored && readerSettingsSchema.safeParse(stored.settings);
  return parsed?.success ? { settings: parsed.data, changedAt: stored!.changedAt.toISOString() } : null;
}

/** Reader settings that follow the account across devices; the change made last wins. */
export function readerSettingsService(db: Database) {
  const settings = readerSettingsRepository(db);
  return {
    find: async (userId: number) => view(await settings.find(userId)),

    async save(userId: number, values: ReaderSettings, changedAt: Date) {
      if (isAheadOfServer(changedAt)) throw badRequest('changedAt is in the future');
      // A stored change that no longer fits today's shape loses to any new one.
      const stored = view(await settings.saveIfLater(userId, values, changedAt));
      return stored ?? view(await settings.replace(userId, values, changedAt))!;
    },
  };
}
