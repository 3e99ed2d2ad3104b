import { createContext } from 'react';
import type { ToastTone } from './toast-queue';

export interface ShowToastOptions {
  tone?: ToastTone;
}

export interface ToastApi {
  /** Queues a message; it shows for 1 s once the toasts before it have gone. */
  showToast: (message: string, options?: ShowToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
