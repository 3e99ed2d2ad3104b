import { useCallback, useLayoutEffect, useRef, type RefCallback } from 'react';

/** Where focus may go, best first; asked while the removed element is still on the page. */
export type FocusCandidates = (removed: HTMLElement) => ReadonlyArray<HTMLElement | null | undefined>;

/**
 * A ref for an element that can leave the page while it holds the focus (a button that removes
 * its own row, a control another one replaces): browsers then drop the focus to <body>, and
 * keyboard and screen-reader users lose their place. Focus goes instead to the first candidate
 * still on the page once React has finished the update.
 *
 * React runs a ref's cleanup before it takes the node out, so the node still holds the focus then,
 * and the candidates can be found next to it (the row after it, say).
 */
export function useFocusFallback<T extends HTMLElement>(candidates: FocusCandidates): RefCallback<T> {
  const latest = useRef(candidates);
  useLayoutEffect(() => {
    latest.current = candidates;
  });
  return useCallback((node: T | null) => {
    if (!node) return;
    return () => {
      if (!node.contains(document.activeElement)) return;
      const targets = latest.current(node);
      queueMicrotask(() => {
        // Unless something else took the focus meanwhile (a dialog, a panel focusing its content).
        const active = document.activeElement;
        if (active !== null && active !== document.body) return;
        targets.find((target) => target?.isConnected)?.focus();
      });
    };
  }, []);
}
