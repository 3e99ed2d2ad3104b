import { useEffect, useRef, useState } from 'react';
import { isCheckInOpen, localDayKey, msUntilCheckInOpens, msUntilNextLocalDay, timerDelay } from './check-in-availability';

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

/** Calls `onDayChange` when the local calendar day changes while the screen is open (or hidden). */
export function useDayChange(onDayChange: () => void): void {
  const callback = useRef(onDayChange);
  useEffect(() => {
    callback.current = onDayChange;
  }, [onDayChange]);

  useEffect(() => {
    let day = localDayKey(Date.now());
    let timer: number | undefined;
    const check = () => {
      const today = localDayKey(Date.now());
      if (today !== day) {
        day = today;
        callback.current();
      }
    };
    const schedule = () => {
      timer = window.setTimeout(() => {
        check();
        schedule();
      }, timerDelay(msUntilNextLocalDay(Date.now()) + 1000));
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
  }, []);
}
