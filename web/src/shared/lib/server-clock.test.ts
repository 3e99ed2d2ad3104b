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

  it('never stamps a time earlier than one it gave before, whatever a later answer says', () => {
    vi.useFakeTimers({ now: at('2026-11-29T12:00:00Z') });
    answer(2400, Date.now());
    const first = serverNow().getTime();
    // The device's clock is put right (answers now say it is on time), and no time has passed here.
    answer(0, Date.now());
    answer(0, Date.now() + 500);
    const second = serverNow().getTime();
    expect(second).toBeGreaterThan(first);
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
