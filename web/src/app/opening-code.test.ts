// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/lib/storage';
import { preloadOpeningCode } from './opening-code';
import { loadAppShellCode, screenCode } from './screen-code';

const askedTexts = vi.hoisted(() => [] as string[]);
vi.mock('@/shared/i18n/lazy-locales', () => ({
  lazyLocaleLoader: (language: string, namespace: string) => async () => {
    askedTexts.push(`${language}/${namespace}`);
    return {};
  },
}));
vi.mock('./screen-code', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadAppShellCode: vi.fn(async () => ({ default: () => null })),
}));

function spyOnScreens() {
  const loads = Object.entries(screenCode).map(([name, code]) => [name, vi.spyOn(code, 'load').mockResolvedValue({ default: () => null })] as const);
  return () => loads.filter(([, load]) => load.mock.calls.length > 0).map(([name]) => name);
}

beforeEach(() => {
  askedTexts.length = 0;
  vi.mocked(loadAppShellCode).mockClear();
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('preloadOpeningCode', () => {
  it('asks for the screen’s code, its frame and its texts in the reader’s language and the fallback', () => {
    const loaded = spyOnScreens();
    preloadOpeningCode('/novel/42');
    expect(loaded()).toEqual(['novelDetail']);
    expect(loadAppShellCode).toHaveBeenCalledTimes(1);
    expect(askedTexts.sort()).toEqual(['en-US/browse', 'en-US/offline', 'zh-CN/browse', 'zh-CN/offline']);
  });

  it('asks for the texts once when the reader reads the fallback language', () => {
    localStorage.setItem(storageKeys.language, 'en-US');
    const loaded = spyOnScreens();
    preloadOpeningCode('/novel/42/read');
    expect(loaded()).toEqual(['reader']);
    expect(askedTexts.sort()).toEqual(['en-US/offline', 'en-US/reader']);
  });

  it('matches each route by its whole path', () => {
    const loaded = spyOnScreens();
    preloadOpeningCode('/');
    preloadOpeningCode('/tasks');
    expect(loaded().sort()).toEqual(['home', 'tasks']);
  });

  it('leaves guest screens, unknown pages and malformed addresses alone', () => {
    const loaded = spyOnScreens();
    for (const pathname of ['/login', '/register', '/forgot-password', '/no/such/page', '/novel/%E0%A4%A']) preloadOpeningCode(pathname);
    expect(loaded()).toEqual([]);
    expect(loadAppShellCode).not.toHaveBeenCalled();
    expect(askedTexts).toEqual([]);
  });
});
