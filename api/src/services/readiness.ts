import type { Database } from '../db/database.js';

/** Whether the database answers, for orchestrators' readiness probes. */
export function readiness(db: Database) {
  return {
    check: async (): Promise<{ ready: boolean; database: Database['kind'] }> => ({ ready: await db.isReachable(), database: db.kind }),
  };
}
