import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { guestOnlyPaths, paths } from '@/config/paths';
import LoginPage from '@/features/auth/login-page';
import { i18n } from '@/shared/i18n/i18n';
import { preloadable } from './preloadable';
import { loadAppShellCode, screenCode, type ScreenCode } from './screen-code';

interface Screen extends ScreenCode {
  /** The route's screen, loaded when the route first renders; `load` loads it ahead of the render. */
  Component: ComponentType;
}

function screen({ load, namespaces }: ScreenCode): Screen {
  return { ...preloadable(load), namespaces };
}

const codeSplitScreens = Object.fromEntries(Object.entries(screenCode).map(([name, code]) => [name, screen(code)])) as Record<
  keyof typeof screenCode,
  Screen
>;

/**
 * One entry per route of `paths` (spec section 2); the router renders `Component`, and the opening
 * screen's code is asked for at start-up (`preloadOpeningScreen`).
 */
export const screens = {
  // In the entry: the first screen of every guest, without a second round trip for its code.
  login: { Component: LoginPage, load: async () => ({ default: LoginPage }), namespaces: [] },
  ...codeSplitScreens,
} satisfies Record<keyof typeof paths, Screen>;

const appShell = preloadable(loadAppShellCode);
export const AppShell = appShell.Component;
const loadAppShell = appShell.load;

/**
 * Asks for the opening screen's code and texts at start-up, next to the session check, rather
 * than one after the other once each render gets to them. A signed-in screen (and its frame) only
 * when the device remembers a reader, who will most likely be let in; a guest screen always. For
 * that reader the boot entry has asked for the same files already (opening-code.ts): asking again
 * costs nothing, and tells `preloadable` when the code is in, so the screen renders without suspending.
 */
export function preloadOpeningScreen(pathname: string, remembered: boolean): void {
  const name = (Object.keys(screens) as Array<keyof typeof screens>).find((key) => matchPath(paths[key].path, pathname));
  if (!name) return;
  const guestScreen = guestOnlyPaths.includes(paths[name].path);
  if (!guestScreen && !remembered) return;
  const opening = screens[name];
  const loads: Array<Promise<unknown>> = [opening.load()];
  if (!guestScreen) loads.push(loadAppShell());
  if (opening.namespaces.length > 0) loads.push(i18n.loadNamespaces([...opening.namespaces]));
  // A failure here is met again, and reported, when the route renders.
  void Promise.allSettled(loads);
}
