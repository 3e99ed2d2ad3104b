import type { Queryable } from '../db/database.js';

export interface StoredReaderSettings {
  settings: Record<string, unknown>;
  changedAt: Date;
}

/** Reader settings kept for the account, so every device applies them. */
export function readerSettingsRepository(db: Queryable) {
  return {
    async replace(userId: number, settings: Record<string, unknown>, changedAt: Date): Promise<StoredReaderSettings> {
      const { rows } = await db.query<{ settings: Record<string, unknown>; changed_at: Date }>(
        'UPDATE reader_settings SET settings = $2, changed_at = $3 WHERE user_id = $1 RETURNING settings, changed_at',
        [userId, JSON.stringify(settings), changedAt],
      );
      return { settings: rows[0]!.settings, changedAt: rows[0]!.changed_at };
    },

    async find(userId: number): Promise<StoredReaderSettings | null> {
      const { rows } = await db.query<{ settings: Record<string, unknown>; changed_at: Date }>(
        'SELECT settings, changed_at FROM reader_settings WHERE user_id = $1',
        [userId],
      );
      return rows[0] ? { settings: rows[0].settings, changedAt: rows[0].changed_at } : null;
    },

    /** Stores the settings unless a change made later is stored already; answers what is stored after. */
    async saveIfLater(userId: number, settings: Record<string, unknown>, changedAt: Date): Promise<StoredReaderSettings> {
      const { rows } = await db.query<{ settings: Record<string, unknown>; changed_at: Date }>(
        `INSERT INTO reader_settings (user_id, settings, changed_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings, changed_at = EXCLUDED.changed_at
           WHERE reader_settings.changed_at < EXCLUDED.changed_at
         RETURNING settings, changed_at`,
        [userId, JSON.stringify(settings), changedAt],
      );
      if (rows[0]) return { settings: rows[0].settings, changedAt: rows[0].changed_at };
      return (await this.find(userId))!;
    },
  };
}
