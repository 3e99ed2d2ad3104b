import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/shared/lib/server-clock';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderHookWithProviders } from '@/shared/testing/render';
import { useAppearance } from '@/shared/theme/use-appearance';
import { defaultReadingSettings } from './reading-settings';
import { toAccountInput } from './reader-settings-sync';
import { ReaderAccountSettingsQuery, SaveReaderSettingsMutation, useReadingSettings } from './use-reading-settings';
import { anotherTabWrites } from '@/shared/testing/another-tab';

const nightOnAccount = {
  __typename: 'ReaderSettings' as const,
  ...toAccountInput(
    { ...defaultReadingSettings, theme: 'night', fontColor: '#c9b58f', backgroundColor: '#121212', fontSize: 20, mode: 'page' },
    'dark',
    '2026-01-02T00:00:00.000Z',
  ),
  voice: null,
};

function accountAnswer(settings: typeof nightOnAccount | null) {
  return mockEvery(ReaderAccountSettingsQuery, () => ({ data: { me: { __typename: 'User' as const, id: '1', readerSettings: settings } } }));
}

function saveAnswer() {
  return mockEvery(SaveReaderSettingsMutation, ({ input }) => ({ data: { saveReaderSettings: { __typename: 'ReaderSettings' as const, ...input, voice: input.voice ?? null } } }));
}

describe('useReadingSettings and the account', () => {
  afterEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.appearance;
  });

  it('applies the account settings when they changed after this device', async () => {
    window.localStorage.setItem('readingSettings', JSON.stringify({ ...defaultReadingSettings, fontSize: 14 }));
    window.localStorage.setItem('readingSettingsChangedAt', '2026-01-01T00:00:00.000Z');
    const account = accountAnswer(nightOnAccount);
    const save = saveAnswer();
    const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
    await waitFor(() => expect(result.current.settings).toMatchObject({ theme: 'night', fontSize: 20, mode: 'page' }));
    expect(JSON.parse(window.localStorage.getItem('readingSettings')!)).toMatchObject({ theme: 'night', fontSize: 20 });
    expect(window.localStorage.getItem('readingSettingsChangedAt')).toBe('2026-01-02T00:00:00.000Z');
    expect(document.documentElement.dataset.appearance).toBe('dark');
    expect(save.calls).toHaveLength(0);
  });

  it('keeps this device settings when they are later, and sends them up', async () => {
    window.localStorage.setItem('readingSettings', JSON.stringify({ ...defaultReadingSettings, fontSize: 14 }));
    window.localStorage.setItem('readingSettingsChangedAt', '2026-01-03T00:00:00.000Z');
    const account = accountAnswer(nightOnAccount);
    const save = saveAnswer();
    const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0]!.variables.input).toMatchObject({ fontSize: 14, changedAt: '2026-01-03T00:00:00.000Z' });
    expect(result.current.settings.fontSize).toBe(14);
  });

  it('saves a change locally at once and to the account once after a quick run of changes', async () => {
    const account = accountAnswer(null);
    const save = saveAnswer();
    const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
    await waitFor(() => expect(account.calls).toHaveLength(1));
    act(() => result.current.update({ fontSize: 18 }));
    act(() => result.current.update({ fontSize: 20 }));
    expect(JSON.parse(window.localStorage.getItem('readingSettings')!)).toMatchObject({ fontSize: 20 });
    expect(save.calls).toHaveLength(0);
    await waitFor(() => expect(save.calls).toHaveLength(1), { timeout: 3000 });
    expect(save.calls[0]!.variables.input).toMatchObject({ fontSize: 20, theme: 'CUSTOM', mode: 'SCROLL', appearance: 'SYSTEM' });
  });

  it("stamps a change with the server's clock, so a device whose own clock is slow does not lose it to an older one", async () => {
    // The server's answers say it is 3 minutes later than this device thinks.
    const serverTime = Date.now() + 3 * 60_000;
    noteServerDate(new Date(serverTime).toUTCString(), Date.now(), Date.now());
    try {
      const account = accountAnswer(null);
      const save = saveAnswer();
      const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
      await waitFor(() => expect(account.calls).toHaveLength(1));
      act(() => result.current.update({ fontSize: 20 }));
      const stamped = Date.parse(window.localStorage.getItem('readingSettingsChangedAt')!);
      expect(Math.abs(stamped - serverTime)).toBeLessThan(1500);
      await waitFor(() => expect(save.calls).toHaveLength(1), { timeout: 3000 });
      expect(Date.parse(save.calls[0]!.variables.input.changedAt as string)).toBe(stamped);
    } finally {
      forgetServerClock();
    }
  });

  it('keeps the later of two changes however the learned offset moves between them (the Date header counts whole seconds)', async () => {
    // The account keeps the later change, and answers with what it keeps.
    type Kept = ReturnType<typeof toAccountInput> & { __typename: 'ReaderSettings'; voice: string | null };
    let stored: Kept | null = null;
    const account = accountAnswer(null);
    const save = mockEvery(SaveReaderSettingsMutation, ({ input }) => {
      const kept: Kept = stored && Date.parse(stored.changedAt) >= Date.parse(input.changedAt) ? stored : { __typename: 'ReaderSettings', ...input, voice: input.voice ?? null };
      stored = kept;
      return { data: { saveReaderSettings: kept } };
    });
    // An answer whose header puts this device 2.4 s behind, then one that puts it 1.9 s behind.
    const answerSaying = (offsetMs: number) => {
      const second = Math.floor(Date.now() / 1000) * 1000;
      noteServerDate(new Date(second).toUTCString(), second + 500 - offsetMs, second + 500 - offsetMs);
    };
    try {
      answerSaying(2400);
      const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
      await waitFor(() => expect(account.calls).toHaveLength(1));
      act(() => result.current.update({ fontSize: 18 }));
      await waitFor(() => expect(stored?.fontSize).toBe(18), { timeout: 3000 });
      answerSaying(1900);
      act(() => result.current.update({ fontSize: 22 }));
      await waitFor(() => expect(save.calls).toHaveLength(2), { timeout: 3000 });
      await waitFor(() => expect(stored?.fontSize).toBe(22));
      expect(result.current.settings.fontSize).toBe(22);
    } finally {
      forgetServerClock();
    }
  });

  it('keeps an appearance chosen on the settings screen after the account’s earlier change, and sends it up', async () => {
    // This device changed its settings at T1; another device changed the font size at T2, under the system appearance.
    const t1 = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const t2 = new Date(Date.now() - 3_600_000).toISOString();
    window.localStorage.setItem('readingSettings', JSON.stringify({ ...defaultReadingSettings, fontSize: 14 }));
    window.localStorage.setItem('readingSettingsChangedAt', t1);
    const accountAtT2 = { ...nightOnAccount, fontSize: 20, appearance: 'SYSTEM' as const, changedAt: t2 };
    // T3, later: the reader picks Dark on /settings.
    const settingsScreen = renderHookWithProviders(() => useAppearance());
    act(() => settingsScreen.result.current[1]('dark'));
    settingsScreen.unmount();
    // Then opens the reader.
    const account = accountAnswer(accountAtT2);
    const save = saveAnswer();
    const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
    await waitFor(() => expect(save.calls).toHaveLength(1));
    expect(save.calls[0]!.variables.input.appearance).toBe('DARK');
    expect(Date.parse(save.calls[0]!.variables.input.changedAt as string) > Date.parse(t2)).toBe(true);
    expect(window.localStorage.getItem('appearance')).toBe('dark');
    expect(document.documentElement.dataset.appearance).toBe('dark');
    expect(result.current.settings.fontSize).toBe(14);
  });

  it('takes the account’s reading settings, with the appearance chosen later, on a device that has none of its own', async () => {
    const accountEarlier = { ...nightOnAccount, appearance: 'SYSTEM' as const, changedAt: new Date(Date.now() - 3_600_000).toISOString() };
    const settingsScreen = renderHookWithProviders(() => useAppearance());
    act(() => settingsScreen.result.current[1]('light'));
    settingsScreen.unmount();
    const account = accountAnswer(accountEarlier);
    const save = saveAnswer();
    const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
    await waitFor(() => expect(save.calls).toHaveLength(1));
    // Not this device's defaults over the account's settings: only the appearance was chosen here.
    expect(save.calls[0]!.variables.input).toMatchObject({ fontSize: 20, theme: 'NIGHT', mode: 'PAGE', appearance: 'LIGHT' });
    expect(result.current.settings).toMatchObject({ fontSize: 20, theme: 'night', mode: 'page' });
    expect(document.documentElement.dataset.appearance).toBe('light');
  });

  it('shows another tab’s change and builds on it instead of writing over it', async () => {
    window.localStorage.setItem('readingSettings', JSON.stringify({ ...defaultReadingSettings, fontSize: 14 }));
    const account = accountAnswer(null);
    const save = saveAnswer();
    const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [account.mock, save.mock] });
    await waitFor(() => expect(account.calls).toHaveLength(1));
    // The other tab makes the text larger; it shows here.
    act(() => anotherTabWrites('readingSettings', JSON.stringify({ ...defaultReadingSettings, fontSize: 20 })));
    expect(result.current.settings.fontSize).toBe(20);
    // A change here keeps it.
    act(() => result.current.update({ lineHeight: 2 }));
    expect(JSON.parse(window.localStorage.getItem('readingSettings')!)).toMatchObject({ fontSize: 20, lineHeight: 2 });
    // The other tab changes again, later than this one: what goes to the account is theirs, with its time.
    const later = new Date(Date.now() + 60_000).toISOString();
    act(() => {
      anotherTabWrites('readingSettings', JSON.stringify({ ...defaultReadingSettings, fontSize: 20, lineHeight: 2, mode: 'page' }));
      anotherTabWrites('readingSettingsChangedAt', later);
    });
    await waitFor(() => expect(save.calls).toHaveLength(1), { timeout: 3000 });
    expect(save.calls[0]!.variables.input).toMatchObject({ fontSize: 20, lineHeight: 2, mode: 'PAGE', changedAt: later });
  });
});


describe('useReadingSettings before the reader has chosen any', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('opens on the dark preset while the app is dark, and on the spec’s page while it is light', () => {
    window.localStorage.setItem('appearance', 'dark');
    const dark = renderHookWithProviders(() => useReadingSettings());
    expect(dark.result.current.settings).toMatchObject({ theme: 'dark', fontColor: '#e6e1d9', backgroundColor: '#17191d' });
    // Stable while nothing changes: the chapter text is not laid out again at every render.
    const first = dark.result.current.settings;
    dark.rerender();
    expect(dark.result.current.settings).toBe(first);
    dark.unmount();

    window.localStorage.setItem('appearance', 'light');
    const light = renderHookWithProviders(() => useReadingSettings());
    expect(light.result.current.settings).toEqual(defaultReadingSettings);
  });

  it('follows the appearance chosen while it is open, until the reader picks colours of their own', () => {
    window.localStorage.setItem('appearance', 'light');
    const settingsScreen = renderHookWithProviders(() => useAppearance());
    const { result } = renderHookWithProviders(() => useReadingSettings(), { mocks: [accountAnswer(null).mock, saveAnswer().mock] });
    expect(result.current.settings.theme).toBe('custom');
    act(() => settingsScreen.result.current[1]('dark'));
    expect(result.current.settings.theme).toBe('dark');
    act(() => result.current.update({ theme: 'sepia', fontColor: '#4a3826', backgroundColor: '#f4ecd8' }));
    act(() => settingsScreen.result.current[1]('light'));
    expect(result.current.settings.theme).toBe('sepia');
  });
});
