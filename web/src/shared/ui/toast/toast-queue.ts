/** Toasts wait in a queue and show one at a time (spec section 4), each for this long. */
export const TOAST_DURATION_MS = 1000;

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
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
