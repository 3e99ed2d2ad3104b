import type { Appearance, ReaderSettings as GraphReaderSettings, ReaderTheme, ReadingMode } from '../__generated__/resolvers-types.js';
import type { ReaderSettingsDto } from '../rest/dto.js';

/** Reader settings between the graph's enums and the API's lower-case values. */
export function toGraphSettings({ settings, changedAt }: { settings: ReaderSettingsDto; changedAt: string }): GraphReaderSettings {
  return {
    ...settings,
    theme: settings.theme.toUpperCase() as ReaderTheme,
    mode: settings.mode.toUpperCase() as ReadingMode,
    appearance: settings.appearance.toUpperCase() as Appearance,
    changedAt,
  };
}

export function toApiSettings(input: GraphReaderSettings): { settings: ReaderSettingsDto; changedAt: string } {
  const { changedAt, theme, mode, appearance, ...rest } = input;
  return {
    settings: {
      ...rest,
      voice: rest.voice ?? null,
      theme: theme.toLowerCase() as ReaderSettingsDto['theme'],
      mode: mode.toLowerCase() as ReaderSettingsDto['mode'],
      appearance: appearance.toLowerCase() as ReaderSettingsDto['appearance'],
    },
    changedAt,
  };
}
