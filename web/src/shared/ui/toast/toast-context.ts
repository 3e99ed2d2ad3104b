import { createContext } from 'react';
import type { ToastTone } from './toast-queue';

export interface ShowToastOptions {
  tone?: ToastTone;
}

export interface ToastApi {
  /** Queues a message; it shows for 1 s once the toasts before it have gone. */
  showToast: (message: string, options?: ShowToastOptions) => void;
  /** The screen changed: drops the toasts about the one left (see toastsAfterNavigation). */
  onNavigation: () => void;
  /** Where toasts show: 70 px from the top (spec section 9), or at the bottom on the reader. */
  setPlacement: (placement: ToastPlacement) => void;
}

export type ToastPlacement = 'top' | 'bottom';

export const ToastContext = createContext<ToastApi | null>(null);
