import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { CheckinRow } from '../repositories/checkins.js';
import { checkinService } from './checkin-service.js';

// The check-in status at the very edge of the period. Through the API "now" is the database's
// clock, never exactly nextCheckinTime; here the standing row is given, to pin the instant itself.

/** A database answering the standing query with `row` (or no row). */
const answering = (row: CheckinRow | null) => ({ query: async () => ({ rows: row ? [row] : [], rowCount: row ? 1 : 0 }) }) as unknown as Database;

const next = new Date('2026-11-23T08:00:00.000Z');
const last = new Date('2026-11-22T08:00:00.000Z');
const statusAt = (now: Date, nextCheckinAt: Date | null = next) =>
  checkinService(answering({ now, next_checkin_at: nextCheckinAt, checked_in_at: nextCheckinAt && last, day: nextCheckinAt && '2026-11-22' }), 'Asia/Shanghai').status(7);

describe('check-in status at the edge of the period', () => {
  it('is closed up to the last millisecond before nextCheckinTime', async () => {
    expect(await statusAt(new Date(next.getTime() - 1))).toEqual({
      hasCheckedIn: true,
      date: '2026-11-22',
      lastCheckinTime: last.toISOString(),
      nextCheckinTime: next.toISOString(),
      reward: 30,
      serverTime: new Date(next.getTime() - 1).toISOString(),
    });
  });

  it('is open at nextCheckinTime itself, as a check-in then is allowed', async () => {
    expect((await statusAt(next)).hasCheckedIn).toBe(false);
  });

  it('is open before any check-in', async () => {
    expect(await statusAt(next, null)).toEqual({
      hasCheckedIn: false,
      date: null,
      lastCheckinTime: null,
      nextCheckinTime: null,
      reward: 30,
      serverTime: next.toISOString(),
    });
  });

  it('refuses a user that does not exist', async () => {
    await expect(checkinService(answering(null), 'Asia/Shanghai').status(7)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
