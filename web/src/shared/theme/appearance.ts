import { readString, storageKeys } from '@/shared/lib/storage';

/**
 * The app's colour scheme: follow the device (prefers-color-scheme), or a fixed choice. Reading and
 * applying it here, at start-up; choosing it in use-appearance.ts, with the screens that do.
 */
export type Appearance = 'system' | 'light' | 'dark';

export const appearances: readonly Appearance[] = ['system', 'light', 'dark'];

export function isAppearance(value: unknown): value is Appearance {
  return typeof value === 'string' && (appearances as readonly string[]).includes(value);
}

export function storedAppearance(): Appearance {
  const raw = readString(storageKeys.appearance);
  return isAppearance(raw) ? raw : 'system';
}

/** The device's own preference (prefers-color-scheme), which `system` follows. */
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

/** Whether the app shows its dark palette now: chosen, or followed from the device. */
export function appearsDark(appearance: Appearance = storedAppearance()): boolean {
  if (appearance !== 'system') return appearance === 'dark';
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(darkSchemeQuery).matches;
}

/** Sets `data-appearance` on <html>; global.css picks the palette from it (none = follow the device). */
export function applyAppearance(appearance: Appearance): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (appearance === 'system') delete root.dataset.appearance;
  else root.dataset.appearance = appearance;
}
