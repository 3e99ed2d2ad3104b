import type { Appearance as GraphAppearance, ReaderSettingsInput, ReaderTheme, ReadingMode as GraphReadingMode } from '@/__generated__/graphql';
import type { Appearance } from '@/shared/theme/appearance';
import { isAppearance } from '@/shared/theme/appearance';
import { normalizeReadingSettings, type ReadingSettings } from './reading-settings';

/** The settings as the account keeps them (the graph's ReaderSettings type). */
export interface AccountReaderSettings {
  theme: ReaderTheme;
  fontSize: number;
  lineHeight: number;
  fontColor: string;
  backgroundColor: string;
  opacity: number;
  mode: GraphReadingMode;
  voice?: string | null;
  speechRate: number;
  appearance: GraphAppearance;
  changedAt: string;
}

/** Whether change `a` was made after change `b` (ISO times; a missing time is the oldest). */
export function isLater(a: string | null | undefined, b: string | null | undefined): boolean {
  const timeA = a ? Date.parse(a) : Number.NaN;
  if (Number.isNaN(timeA)) return false;
  const timeB = b ? Date.parse(b) : Number.NaN;
  return Number.isNaN(timeB) || timeA > timeB;
}

/** This device's settings as the account stores them. */
export function toAccountInput(settings: ReadingSettings, appearance: Appearance, changedAt: string): ReaderSettingsInput {
  return {
    theme: settings.theme.toUpperCase() as ReaderTheme,
    fontSize: settings.fontSize,
    lineHeight: settings.lineHeight,
    fontColor: settings.fontColor,
    backgroundColor: settings.backgroundColor,
    opacity: settings.opacity,
    mode: settings.mode.toUpperCase() as GraphReadingMode,
    voice: settings.voice,
    speechRate: settings.speechRate,
    appearance: appearance.toUpperCase() as GraphAppearance,
    changedAt,
  };
}

/** The account's settings for this device, kept valid like anything read from storage. */
export function fromAccount(account: AccountReaderSettings): { settings: ReadingSettings; appearance: Appearance; changedAt: string } {
  const appearance = account.appearance.toLowerCase();
  return {
    settings: normalizeReadingSettings({
      ...account,
      theme: account.theme.toLowerCase(),
      mode: account.mode.toLowerCase(),
      voice: account.voice ?? null,
    }),
    appearance: isAppearance(appearance) ? appearance : 'system',
    changedAt: account.changedAt,
  };
}
