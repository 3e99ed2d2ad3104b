// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/lib/storage';

const loadApolloRuntime = vi.fn(async () => ({}));
vi.mock('./apollo-loader', () => ({ loadApolloRuntime }));
const sendOpeningQueries = vi.fn();
vi.mock('./opening-queries', () => ({ sendOpeningQueries }));
const preloadOpeningCode = vi.fn();
vi.mock('./opening-code', () => ({ preloadOpeningCode }));

/** Runs the boot entry as a page load would (a fresh module each time). */
async function boot() {
  vi.resetModules();
  await import('./boot');
}

afterEach(() => {
  localStorage.clear();
  loadApolloRuntime.mockClear();
  sendOpeningQueries.mockClear();
  preloadOpeningCode.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('the boot entry', () => {
  it('sends the opening queries and asks for Apollo and the screen’s code at once when the device remembers a reader', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: '1' }));
    window.history.replaceState(null, '', '/novel/7?from=home');
    await boot();
    expect(sendOpeningQueries).toHaveBeenCalledWith('/graphql');
    expect(loadApolloRuntime).toHaveBeenCalledTimes(1);
    expect(preloadOpeningCode).toHaveBeenCalledWith('/novel/7');
  });

  it('leaves a guest’s first screen alone', async () => {
    await boot();
    expect(sendOpeningQueries).not.toHaveBeenCalled();
    expect(loadApolloRuntime).not.toHaveBeenCalled();
    expect(preloadOpeningCode).not.toHaveBeenCalled();
  });
});
