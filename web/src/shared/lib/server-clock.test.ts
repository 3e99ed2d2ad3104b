import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNotingServerClock, forgetServerClock, noteServerDate, serverNow } from './server-clock';

const at = (iso: string) => Date.parse(iso);
/** An answer of a server whose clock is `offsetMs` ahead of this device's, sent at device time `sentAt` and back `waitMs` later. */
const answer = (offsetMs: number, sentAt: number, waitMs = 40) => {
  const answeredAt = sentAt + waitMs / 2 + offsetMs;
  noteServerDate(new Date(Math.floor(answeredAt / 1000) * 1000).toUTCString(), sentAt, sentAt + waitMs);
};

describe('serverNow', () => {
  afterEach(() => {
    forgetServerClock();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads the server's clock when this device's is minutes off", () => {
    // This device reads 12:00:00; the server answered at 12:03:10.
    vi.useFakeTimers({ now: at('2026-11-29T12:00:00Z') });
    noteServerDate('Sun, 29 Nov 2026 12:03:10 GMT', at('2026-11-29T11:59:59.900Z'), at('2026-11-29T12:00:00.100Z'));
    const now = serverNow().getTime();
    expect(now).toBeGreaterThanOrEqual(at('2026-11-29T12:03:09.900Z'));
    expect(now).toBeLessThanOrEqual(at('2026-11-29T12:03:11.100Z'));
  });

  it('narrows its estimate with each answer, to well under the header’s second', () => {
    vi.useFakeTimers({ now: at('2026-11-29T12:00:00Z') });
    const start = Date.now();
    // A device 2.2 s slow; answers at different points of the server's seconds.
    for (let index = 0; index < 12; index++) answer(2200, start + index * 1370);
    vi.setSystemTime(start + 20_000);
    expect(Math.abs(serverNow().getTime() - (start + 20_000 + 2200))).toBeLessThan(150);
  });

  it('never stamps a time earlier than one it gave before as its estimate narrows', () => {
    const t = at('2026-11-29T12:00:00Z');
    vi.useFakeTimers({ now: t });
    // The server answered in its second 12:00:02 while this device waited from 0.4 s to 0.5 s: 1.5-2.6 s ahead.
    noteServerDate('Sun, 29 Nov 2026 12:00:02 GMT', t + 400, t + 500);
    const first = serverNow().getTime();
    expect(first).toBe(t + 2050);
    // A later answer narrows it to 1.5-1.7 s: the estimate moves back, the stamps do not.
    noteServerDate('Sun, 29 Nov 2026 12:00:02 GMT', t + 1300, t + 1400);
    expect(serverNow().getTime()).toBeGreaterThan(first);
  });

  it('lets go of stamps found to be ahead: a device clock set right while the page is open, or a stamp taken before any answer', () => {
    vi.useFakeTimers({ now: at('2026-11-29T12:00:00Z') });
    // A device 10 minutes slow learns it, and stamps a change.
    answer(600_000, Date.now());
    const learned = serverNow().getTime();
    expect(Math.abs(learned - at('2026-11-29T12:10:00Z'))).toBeLessThan(1100);
    // Its clock is then set right; the next answers say it is on time.
    vi.setSystemTime(at('2026-11-29T12:10:05Z'));
    serverNow();
    answer(0, Date.now());
    vi.setSystemTime(at('2026-11-29T12:10:07Z'));
    answer(0, Date.now());
    expect(Math.abs(serverNow().getTime() - at('2026-11-29T12:10:07Z'))).toBeLessThan(1100);

    forgetServerClock();
    // A device 10 minutes fast stamps before any answer, then learns the server's clock.
    vi.setSystemTime(at('2026-11-29T12:20:00Z'));
    serverNow();
    answer(-600_000, Date.now());
    expect(Math.abs(serverNow().getTime() - at('2026-11-29T12:10:00Z'))).toBeLessThan(1100);
  });

  it('starts again when no offset fits every answer (a clock was set meanwhile), and ignores a missing or broken header', () => {
    vi.useFakeTimers({ now: at('2026-11-29T12:00:00Z') });
    answer(180_000, Date.now());
    answer(0, Date.now() + 1000);
    noteServerDate(null, 0, 0);
    noteServerDate('not a date', 0, 0);
    vi.setSystemTime(at('2026-11-29T12:10:00Z'));
    expect(Math.abs(serverNow().getTime() - at('2026-11-29T12:10:00Z'))).toBeLessThan(1100);
  });

  it("learns it from each answer's Date header", async () => {
    const serverTime = new Date(Date.now() + 5 * 60_000);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { headers: { date: serverTime.toUTCString() } })));
    await fetchNotingServerClock('/graphql');
    expect(Math.abs(serverNow().getTime() - serverTime.getTime())).toBeLessThan(1500);
  });
});
