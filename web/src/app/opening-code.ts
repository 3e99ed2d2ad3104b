import { guestOnlyPaths, paths } from '@/config/paths';
import { fallbackLanguage, readStoredLanguage } from '@/shared/i18n/languages';
import { lazyLocaleLoader } from '@/shared/i18n/lazy-locales';
import { matchRoute } from './match-route';
import { loadAppShellCode, screenCode } from './screen-code';

/**
 * Asks for the opening signed-in screen's code, its frame's and its texts (in the reader's language
 * and in the fallback, as i18next will), from boot.ts, for a reader the device remembers. main.tsx
 * asks for the same (`preloadOpeningScreen`), but only once the main entry and its libraries have
 * arrived and run: on a phone network, one round trip more before the screen can render. The
 * browser keeps one copy of each module, so the app's own requests for them later cost nothing.
 */
export function preloadOpeningCode(pathname: string): void {
  const name = (Object.keys(screenCode) as Array<keyof typeof screenCode>).find((key) => matchRoute(paths[key].path, pathname));
  if (!name || guestOnlyPaths.includes(paths[name].path)) return;
  const { load, namespaces } = screenCode[name];
  const languages = [...new Set([readStoredLanguage(), fallbackLanguage])];
  const texts = namespaces.flatMap((namespace) => languages.map((language) => lazyLocaleLoader(language, namespace)?.()));
  // A failure here is met again, and reported, when the route renders.
  void Promise.allSettled([load(), loadAppShellCode(), ...texts]);
}
