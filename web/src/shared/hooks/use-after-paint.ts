import { useCallback, useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted what this component's commit put on screen: for work
 * that must not hold up the first screen (fetching a chunk, checking the session in the background).
 */
export function useAfterPaint(run: () => void): void {
  useEffect(() => {
    let timer: number | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(run, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [run]);
}

/** False until the first screen this component rendered has been painted, then true. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useAfterPaint(useCallback(() => setPainted(true), []));
  return painted;
}
