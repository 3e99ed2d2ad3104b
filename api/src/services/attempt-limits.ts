import type { Database } from '../db/database.js';
import { AppError, tooManyRequests } from '../domain/errors.js';
import { authAttemptRepository, type AttemptKind } from '../repositories/auth-attempts.js';

export interface AttemptLimitSettings {
  windowMinutes: number;
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
  registrationsPerAddressPerHour: number;
}

interface Limit {
  subject: string;
  max: number;
}

const byAddress = (address: string) => `a:${address}`;

/**
 * Throttling of everything that guesses or floods: failed logins (and wrong current passwords),
 * password resets (success or failure) and registrations, per username and per client address.
 *
 * An attempt is recorded before it runs and counted together with every other recorded one, so
 * a burst of parallel attempts cannot all slip under the limit; what should not count (a login
 * that succeeded, a registration that failed) is removed afterwards. The counts live in the
 * database, so every API process enforces the same limits.
 */
export function attemptLimits(db: Database, settings: AttemptLimitSettings) {
  const attempts = authAttemptRepository(db);
  const window = settings.windowMinutes * 60;

  /**
   * A username's subject, folded by the database's lower(), as the account lookup folds it:
   * JavaScript's toLowerCase() differs for some letters ('İ'), which would give one account two counts.
   */
  async function byUsername(username: string): Promise<string> {
    const { rows } = await db.query<{ subject: string }>(`SELECT 'u:' || lower(btrim($1)) AS subject`, [username]);
    return rows[0]!.subject;
  }

  async function guarded<T>(
    kind: AttemptKind,
    limits: Limit[],
    windowSeconds: number,
    refusal: AppError,
    work: () => Promise<T>,
    counts: (outcome: { ok: true } | { ok: false; error: unknown }) => boolean,
  ): Promise<T> {
    const subjects = limits.map((limit) => limit.subject);
    const ids = await attempts.record(kind, subjects);
    const seen = await attempts.countSince(kind, subjects, windowSeconds);
    if (limits.some((limit) => (seen.get(limit.subject) ?? 0) > limit.max)) {
      await attempts.remove(ids);
      throw refusal;
    }
    try {
      const result = await work();
      if (!counts({ ok: true })) await attempts.remove(ids);
      return result;
    } catch (error) {
      if (!counts({ ok: false, error })) await attempts.remove(ids);
      throw error;
    }
  }

  const credentialLimits = async (username: string, address: string): Promise<Limit[]> => [
    { subject: await byUsername(username), max: settings.maxFailuresPerUsername },
    { subject: byAddress(address), max: settings.maxFailuresPerAddress },
  ];
  const tooManyFailures = () => tooManyRequests(`Too many failed attempts, please try again in ${settings.windowMinutes} minutes`);
  const failedWith = (code: string) => (outcome: { ok: true } | { ok: false; error: unknown }) =>
    !outcome.ok && outcome.error instanceof AppError && outcome.error.code === code;

  return {
    /**
     * Runs a password check; a wrong password (an AppError with `failureCode`) counts as a failure
     * of the username and the address. A success clears the username's failures.
     */
    async checkingPassword<T>(username: string, address: string, failureCode: string, work: () => Promise<T>): Promise<T> {
      const limits = await credentialLimits(username, address);
      const result = await guarded('login_failure', limits, window, tooManyFailures(), work, failedWith(failureCode));
      await attempts.clearSubject('login_failure', limits[0]!.subject);
      return result;
    },

    /** Runs a password reset; every reset counts, whether or not it succeeds. */
    async resetting<T>(username: string, address: string, work: () => Promise<T>): Promise<T> {
      return guarded('password_reset', await credentialLimits(username, address), window, tooManyFailures(), work, () => true);
    },

    /** Runs a registration; only accounts actually created count against the address. */
    registering<T>(address: string, work: () => Promise<T>): Promise<T> {
      const limit = [{ subject: byAddress(address), max: settings.registrationsPerAddressPerHour }];
      const refusal = tooManyRequests('Too many new accounts from this address, please try again later', 'TOO_MANY_REGISTRATIONS');
      return guarded('registration', limit, 3600, refusal, work, (outcome) => outcome.ok);
    },

    /** Drops attempts older than any window (run periodically). */
    purge: () => attempts.purgeOlderThan(Math.max(window, 3600)),
  };
}

export type AttemptLimits = ReturnType<typeof attemptLimits>;
