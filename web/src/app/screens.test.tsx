import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { preloadOpeningScreen, screens } from './screens';

function spyOnLoads() {
  const loads = Object.fromEntries(
    Object.entries(screens).map(([name, screen]) => [name, vi.spyOn(screen, 'load').mockResolvedValue({ default: () => null })]),
  );
  const namespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
  const loaded = () => Object.keys(loads).filter((name) => loads[name]!.mock.calls.length > 0);
  return { loaded, namespaces };
}

describe('preloadOpeningScreen', () => {
  it('asks for a signed-in screen’s code and texts at start-up when the device remembers a reader', () => {
    const { loaded, namespaces } = spyOnLoads();
    preloadOpeningScreen('/novel/42/read', true);
    expect(loaded()).toEqual(['reader']);
    expect(namespaces).toHaveBeenCalledWith(['reader', 'offline']);
  });

  it('leaves a signed-in screen alone when nobody is remembered (a guest is sent to /login)', () => {
    const { loaded, namespaces } = spyOnLoads();
    preloadOpeningScreen('/novel/42', false);
    expect(loaded()).toEqual([]);
    expect(namespaces).not.toHaveBeenCalled();
  });

  it('always asks for a guest screen', () => {
    const { loaded, namespaces } = spyOnLoads();
    preloadOpeningScreen('/register', false);
    expect(loaded()).toEqual(['register']);
    expect(namespaces).toHaveBeenCalledWith(['recovery']);
  });

  it('matches each route by its whole path', () => {
    const { loaded } = spyOnLoads();
    preloadOpeningScreen('/novel/42', true);
    preloadOpeningScreen('/', true);
    preloadOpeningScreen('/no/such/page', true);
    expect(loaded().sort()).toEqual(['home', 'novelDetail']);
  });
});
