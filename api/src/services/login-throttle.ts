import { LRUCache } from 'lru-cache';
import { tooManyRequests } from '../domain/errors.js';

export interface ThrottleLimits {
  windowMinutes: number;
  maxFailuresPerUsername: number;
  maxFailuresPerAddress: number;
}

/**
 * Counts failed logins per username and per client address within a window; once either count
 * reaches its limit, further attempts are refused until the window passes. A success clears the
 * username's count. Counters live in a bounded LRU so a flood of usernames cannot exhaust memory.
 */
export function loginThrottle(limits: ThrottleLimits) {
  const failures = new LRUCache<string, number>({ max: 50_000, ttl: limits.windowMinutes * 60_000 });
  const keys = (username: string, address: string) => ({ user: `u:${username.toLowerCase()}`, address: `a:${address}` });

  return {
    assertAllowed(username: string, address: string): void {
      const { user, address: addr } = keys(username, address);
      if ((failures.get(user) ?? 0) >= limits.maxFailuresPerUsername || (failures.get(addr) ?? 0) >= limits.maxFailuresPerAddress) {
        throw tooManyRequests(`Too many failed attempts, please try again in ${limits.windowMinutes} minutes`);
      }
    },
    recordFailure(username: string, address: string): void {
      for (const key of Object.values(keys(username, address))) {
        // Keep the window anchored at the first failure: do not extend the TTL on each failure.
        const remaining = failures.getRemainingTTL(key);
        failures.set(key, (failures.get(key) ?? 0) + 1, remaining > 0 ? { ttl: remaining } : {});
      }
    },
    recordSuccess(username: string): void {
      failures.delete(keys(username, '').user);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
