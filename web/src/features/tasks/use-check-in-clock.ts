import { useEffect, useRef, useState } from 'react';
import { dayKey, isCheckInOpen, msUntilCheckInOpens, msUntilNextDay, timerDelay } from './check-in-availability';

/**
 * Whether check-in is open, re-evaluated by a timer at nextCheckinTime (so the button comes back
 * without a reload) and whenever the tab becomes visible again.
 */
export function useCheckInOpen(nextCheckinTime: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const wait = msUntilCheckInOpens(nextCheckinTime, Date.now());
    if (wait <= 0) return;
    // A little past the instant, so the comparison is safely on the open side.
    const timer = window.setTimeout(() => setNow(Date.now()), timerDelay(wait + 50));
    return () => window.clearTimeout(timer);
  }, [nextCheckinTime, now]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return isCheckInOpen(nextCheckinTime, now);
}

/**
 * Calls `onDayChange` when the calendar day of `timeZone` (the server's APP_TIMEZONE, the browser's
 * until it is known) changes while the screen is open (or hidden).
 */
export function useDayChange(onDayChange: () => void, timeZone?: string): void {
  const callback = useRef(onDayChange);
  useEffect(() => {
    callback.current = onDayChange;
  }, [onDayChange]);

  useEffect(() => {
    let day = dayKey(Date.now(), timeZone);
    let timer: number | undefined;
    const check = () => {
      const today = dayKey(Date.now(), timeZone);
      if (today !== day) {
        day = today;
        callback.current();
      }
    };
    const schedule = () => {
      timer = window.setTimeout(() => {
        check();
        schedule();
      }, timerDelay(msUntilNextDay(Date.now(), timeZone) + 1000));
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
  }, [timeZone]);
}
