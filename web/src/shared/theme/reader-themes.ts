/**
 * The reader's theme presets: each sets the text colour and the page colour together. "dark" is
 * the app's own dark palette (app/styles/global.css), so the reader matches the rest of the app.
 * `custom` means the reader picked their own colours from the palettes.
 */
export type ReaderThemeId = 'day' | 'sepia' | 'green' | 'night' | 'dark' | 'custom';
export type ReaderPresetId = Exclude<ReaderThemeId, 'custom'>;

export interface ReaderThemePreset {
  id: ReaderPresetId;
  fontColor: string;
  backgroundColor: string;
}

export const readerThemePresets: readonly ReaderThemePreset[] = [
  { id: 'day', fontColor: '#1f2328', backgroundColor: '#ffffff' },
  { id: 'sepia', fontColor: '#4a3826', backgroundColor: '#f4ecd8' },
  { id: 'green', fontColor: '#1e3a22', backgroundColor: '#cce8cf' },
  // Warm light text on near-black: never the black text a dark page would otherwise keep.
  { id: 'night', fontColor: '#c9b58f', backgroundColor: '#121212' },
  { id: 'dark', fontColor: '#e6e1d9', backgroundColor: '#17191d' },
];

export const readerThemeIds: readonly ReaderThemeId[] = [...readerThemePresets.map((preset) => preset.id), 'custom'];

export function isReaderThemeId(value: unknown): value is ReaderThemeId {
  return typeof value === 'string' && (readerThemeIds as readonly string[]).includes(value);
}

export function findPreset(id: ReaderThemeId): ReaderThemePreset | undefined {
  return readerThemePresets.find((preset) => preset.id === id);
}
