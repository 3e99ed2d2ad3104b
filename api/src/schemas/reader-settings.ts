import { z } from 'zod';
import { deviceTimeField } from './common.js';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colors are #rrggbb');

/** The reader's settings as every device applies them (spec section 3's five, plus theme, mode and read-aloud). */
export const readerSettingsSchema = z
  .object({
    theme: z.enum(['day', 'sepia', 'green', 'night', 'dark', 'custom']).describe('a preset that sets font and background together, or custom colors'),
    fontSize: z.number().int().min(12).max(24),
    lineHeight: z.number().min(1.2).max(2.4),
    fontColor: hexColor,
    backgroundColor: hexColor,
    opacity: z.number().min(0.1).max(1),
    mode: z.enum(['scroll', 'page']).describe('scroll through the chapter, or turn screen-sized pages'),
    voice: z.string().max(200).nullable().describe('the read-aloud voice (its Web Speech name), or null for the language default'),
    speechRate: z.number().min(0.5).max(3),
    appearance: z.enum(['system', 'light', 'dark']).describe("the app's color scheme: follow the system, or a choice"),
  })
  .meta({ id: 'ReaderSettings' });

export const savedReaderSettingsSchema = z.object({ settings: readerSettingsSchema, changedAt: z.string() }).meta({ id: 'SavedReaderSettings' });

export const readerSettingsBody = z.object({
  settings: readerSettingsSchema,
  changedAt: deviceTimeField('changedAt').describe('when the reader made the change (their device clock): the latest change wins'),
});
