// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/lib/storage';

const loadApolloRuntime = vi.fn(async () => ({}));
vi.mock('./apollo-loader', () => ({ loadApolloRuntime }));

/** Runs the boot entry as a page load would (a fresh module each time). */
async function boot() {
  vi.resetModules();
  await import('./boot');
}

afterEach(() => {
  localStorage.clear();
  loadApolloRuntime.mockClear();
});

describe('the boot entry', () => {
  it('asks for Apollo at once when the device remembers a reader', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: '1' }));
    await boot();
    expect(loadApolloRuntime).toHaveBeenCalledTimes(1);
  });

  it('leaves a guest’s first screen alone', async () => {
    await boot();
    expect(loadApolloRuntime).not.toHaveBeenCalled();
  });
});
