import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEvery } from '@/shared/testing/mock-operation';
import { renderHookWithProviders } from '@/shared/testing/render';
import { defaultReadingSettings } from './reading-settings';
import { toAccountInput } from './reader-settings-sync';
import { ReaderAccountSettingsQuery, SaveReaderSettingsMutation, useReadingSettings } from './use-reading-settings';

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
});
