import { useEffect, useRef, useState } from 'react';
import { dayKey, isCheckInOpen, msUntilCheckInOpens, msUntilNextDay, timerDelay } from './check-in-availability';

/**
 * How far the server's clock is ahead of this device's, in ms (negative when behind), from a
 * server time just read: the check-in rules run on the server's clock, and a phone's may be off by
 * minutes or hours. 0 until one is known.
 */
export function useServerClockOffset(serverTime: string | null | undefined): number {
  const [measured, setMeasured] = useState<ClockOffset | null>(null);
  // Measured once per server time, in the render that first sees it, and kept in state, so later
  // renders give the same answer (React's pattern for state that follows a prop).
  if (serverTime && measured?.serverTime !== serverTime) setMeasured(measureClockOffset(serverTime));
  return measured?.offset ?? 0;
}

interface ClockOffset {
  serverTime: string;
  offset: number;
}

/** The server's clock against this device's now, for a server time that has just arrived. */
function measureClockOffset(serverTime: string): ClockOffset {
  const server = Date.parse(serverTime);
  return { serverTime, offset: Number.isNaN(server) ? 0 : server - Date.now() };
}

/**
 * Whether check-in is open by the server's clock (this device's plus `clockOffset`), re-evaluated
 * by a timer at nextCheckinTime (so the button comes back without a reload) and whenever the tab
 * becomes visible again.
 */
export function useCheckInOpen(nextCheckinTime: string | null, clockOffset = 0): boolean {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const wait = msUntilCheckInOpens(nextCheckinTime, Date.now() + clockOffset);
    if (wait <= 0) return;
    // A little past the instant, so the comparison is safely on the open side.
    const timer = window.setTimeout(() => setNow(Date.now()), timerDelay(wait + 50));
    return () => window.clearTimeout(timer);
  }, [nextCheckinTime, now, clockOffset]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return isCheckInOpen(nextCheckinTime, now + clockOffset);
}

/**
 * Calls `onDayChange` when the calendar day of `timeZone` (the server's APP_TIMEZONE, the browser's
 * until it is known) changes while the screen is open (or hidden), by the server's clock (this
 * device's plus `clockOffset`).
 */
export function useDayChange(onDayChange: () => void, timeZone?: string, clockOffset = 0): void {
  const callback = useRef(onDayChange);
  useEffect(() => {
    callback.current = onDayChange;
  }, [onDayChange]);

  useEffect(() => {
    const serverNow = () => Date.now() + clockOffset;
    let day = dayKey(serverNow(), timeZone);
    let timer: number | undefined;
    const check = () => {
      const today = dayKey(serverNow(), timeZone);
      if (today !== day) {
        day = today;
        callback.current();
      }
    };
    const schedule = () => {
      timer = window.setTimeout(() => {
        check();
        schedule();
      }, timerDelay(msUntilNextDay(serverNow(), timeZone) + 1000));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timeZone, clockOffset]);
}
