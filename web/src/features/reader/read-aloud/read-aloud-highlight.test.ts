import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/shared/theme/color-contrast';
import { readerThemePresets } from '@/shared/theme/reader-themes';

const css = readFileSync(new URL('./read-aloud.module.css', import.meta.url), 'utf8');
const highlightRule = css.slice(css.indexOf("[data-read-aloud='active']"));

describe("the read-aloud paragraph's highlight", () => {
  it('puts nothing behind the text, so every preset keeps its contrast', () => {
    expect(highlightRule).not.toMatch(/background|box-shadow/);
  });

  it("is a frame that reads at 3:1 or more on every preset's page", () => {
    const frame = /outline:\s*\d+px solid (#[0-9a-f]{6})/i.exec(highlightRule)?.[1];
    expect(frame).toBeDefined();
    for (const preset of readerThemePresets) expect(contrastRatio(frame!, preset.backgroundColor), preset.id).toBeGreaterThanOrEqual(3);
  });
});
