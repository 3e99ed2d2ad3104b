import type { Database } from '../db/database.js';

/**
 * How long a probe waits for the database: a server that takes the connection but does not answer
 * would otherwise hold the probe until the orchestrator's own timeout, which reads as "no answer"
 * rather than 503.
 */
export const READINESS_TIMEOUT_MS = 1_000;

/** Whether the database answers, for orchestrators' readiness probes. */
export function readiness(db: Database, timeoutMs = READINESS_TIMEOUT_MS) {
  return {
    check: async (): Promise<{ ready: boolean; database: Database['kind'] }> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return { ready: await Promise.race([db.isReachable(), late]), database: db.kind };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
