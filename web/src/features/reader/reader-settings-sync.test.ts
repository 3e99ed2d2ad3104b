import { describe, expect, it } from 'vitest';
import { defaultReadingSettings, type ReadingSettings } from './reading-settings';
import { fromAccount, isLater, toAccountInput } from './reader-settings-sync';

const night: ReadingSettings = {
  ...defaultReadingSettings,
  theme: 'night',
  fontColor: '#c9b58f',
  backgroundColor: '#121212',
  fontSize: 20,
  mode: 'page',
  voice: 'Ting-Ting',
  speechRate: 1.5,
};

describe('reader settings for the account', () => {
  it('the later change wins; a missing time is the oldest', () => {
    expect(isLater('2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(isLater('2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')).toBe(false);
    expect(isLater('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(isLater('2026-01-01T00:00:00.000Z', null)).toBe(true);
    expect(isLater(null, '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(isLater('garbage', null)).toBe(false);
  });

  it('carries theme, sizes, colours, mode, voice, speed and appearance, and comes back the same', () => {
    const input = toAccountInput(night, 'dark', '2026-01-01T00:00:00.000Z');
    expect(input).toMatchObject({ theme: 'NIGHT', mode: 'PAGE', appearance: 'DARK', voice: 'Ting-Ting', speechRate: 1.5, fontSize: 20 });
    expect(fromAccount(input)).toEqual({ settings: night, appearance: 'dark', changedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('keeps what comes from the account valid', () => {
    const { settings } = fromAccount({ ...toAccountInput(night, 'system', '2026-01-01T00:00:00Z'), fontSize: 99, fontColor: 'red' });
    expect(settings.fontSize).toBe(24);
    expect(settings.fontColor).toBe(defaultReadingSettings.fontColor);
  });
});
