import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNotingServerClock, noteServerDate, serverNow } from './server-clock';

const at = (iso: string) => Date.parse(iso);

describe('serverNow', () => {
  afterEach(() => {
    noteServerDate(new Date().toUTCString(), Date.now(), Date.now());
    vi.unstubAllGlobals();
  });

  it("reads the server's clock when this device's is minutes off", () => {
    // This device reads 12:00:00; the server answered at 12:03:10.
    vi.useFakeTimers({ now: at('2026-11-29T12:00:00Z') });
    noteServerDate('Sun, 29 Nov 2026 12:03:10 GMT', at('2026-11-29T11:59:59.900Z'), at('2026-11-29T12:00:00.100Z'));
    const now = serverNow().getTime();
    expect(now).toBeGreaterThanOrEqual(at('2026-11-29T12:03:10Z'));
    expect(now).toBeLessThan(at('2026-11-29T12:03:11Z'));
    vi.useRealTimers();
  });

  it('takes a difference under the header’s resolution as none, and ignores a missing or broken header', () => {
    vi.useFakeTimers({ now: at('2026-11-29T12:00:00.400Z') });
    noteServerDate('Sun, 29 Nov 2026 12:00:01 GMT', at('2026-11-29T12:00:00.300Z'), at('2026-11-29T12:00:00.400Z'));
    expect(serverNow().getTime()).toBe(at('2026-11-29T12:00:00.400Z'));
    noteServerDate('Sun, 29 Nov 2026 12:10:00 GMT', at('2026-11-29T12:00:00.300Z'), at('2026-11-29T12:00:00.400Z'));
    noteServerDate(null, 0, 0);
    noteServerDate('not a date', 0, 0);
    expect(serverNow().getTime()).toBeGreaterThan(at('2026-11-29T12:09:59Z'));
    vi.useRealTimers();
  });

  it("learns it from each answer's Date header", async () => {
    const serverTime = new Date(Date.now() + 5 * 60_000);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { headers: { date: serverTime.toUTCString() } })));
    await fetchNotingServerClock('/graphql');
    expect(Math.abs(serverNow().getTime() - serverTime.getTime())).toBeLessThan(1500);
  });
});
