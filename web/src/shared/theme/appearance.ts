import { useCallback, useSyncExternalStore } from 'react';
import { readString, storageKeys, writeString } from '@/shared/lib/storage';

/** The app's colour scheme: follow the device (prefers-color-scheme), or a fixed choice. */
export type Appearance = 'system' | 'light' | 'dark';

export const appearances: readonly Appearance[] = ['system', 'light', 'dark'];

export function isAppearance(value: unknown): value is Appearance {
  return typeof value === 'string' && (appearances as readonly string[]).includes(value);
}

export function storedAppearance(): Appearance {
  const raw = readString(storageKeys.appearance);
  return isAppearance(raw) ? raw : 'system';
}

/** Sets `data-appearance` on <html>; global.css picks the palette from it (none = follow the device). */
export function applyAppearance(appearance: Appearance): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (appearance === 'system') delete root.dataset.appearance;
  else root.dataset.appearance = appearance;
}

const listeners = new Set<() => void>();

/** Stores the choice on this device, applies it at once and tells every screen that shows it. */
export function chooseAppearance(appearance: Appearance): void {
  writeString(storageKeys.appearance, appearance);
  applyAppearance(appearance);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's appearance and a way to change it (kept in localStorage `appearance`). */
export function useAppearance(): [Appearance, (appearance: Appearance) => void] {
  const appearance = useSyncExternalStore(subscribe, storedAppearance, () => 'system' as const);
  const choose = useCallback((next: Appearance) => chooseAppearance(next), []);
  return [appearance, choose];
}
