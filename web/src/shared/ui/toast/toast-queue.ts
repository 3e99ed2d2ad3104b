/** Toasts wait in a queue and show one at a time (spec section 4), each for this long. */
export const TOAST_DURATION_MS = 1000;

export type ToastTone = 'info' | 'success' | 'error';

/**
 * A toast raised this shortly before a navigation belongs to it ("signed in", then home) and
 * survives it; older ones were about the screen being left and go with it.
 */
export const TOAST_NAVIGATION_GRACE_MS = 500;

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** When it was raised (ms, any monotonic clock). */
  raisedAt: number;
}

export function enqueueToast(queue: readonly Toast[], toast: Toast): Toast[] {
  return [...queue, toast];
}

/** Removes the toast that just finished; the next one in line becomes visible. */
export function dismissToast(queue: readonly Toast[], id: number): Toast[] {
  return queue.filter((toast) => toast.id !== id);
}

export function visibleToast(queue: readonly Toast[]): Toast | undefined {
  return queue[0];
}

/** What is left when the reader moves to another screen at `now`: only the toasts raised for the move. */
export function toastsAfterNavigation(queue: readonly Toast[], now: number): Toast[] {
  const kept = queue.filter((toast) => now - toast.raisedAt <= TOAST_NAVIGATION_GRACE_MS);
  return kept.length === queue.length ? (queue as Toast[]) : kept;
}
