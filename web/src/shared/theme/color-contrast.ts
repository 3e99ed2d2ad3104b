/** WCAG 2.x contrast between two #rrggbb colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */

/** Body text must reach this against its background in every reader preset (WCAG AAA). */
export const PRESET_MIN_CONTRAST = 7;
/** Below this a custom pair is hard to read (WCAG AA for body text): the settings panel warns. */
export const READABLE_MIN_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The red, green and blue values (0 to 255) of a #rrggbb colour. */
function rgbOf(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return match.slice(1).map((part) => Number.parseInt(part, 16)) as [number, number, number];
}

/** Relative luminance (0 black to 1 white) of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same colour) to 21 (black on white); the order of the two colours does not matter. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** True when light text reads better than dark text on `background` (a dark page wants dark toolbars). */
export function isDarkBackground(background: string): boolean {
  return contrastRatio('#ffffff', background) > contrastRatio('#000000', background);
}

/** `foreground` drawn at `opacity` over `background`, as the browser composites it (each sRGB channel mixed). */
export function blendOver(foreground: string, background: string, opacity: number): string {
  const back = rgbOf(background);
  return `#${rgbOf(foreground).map((value, index) => Math.round(value * opacity + back[index]! * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}

export function isReadablePair(foreground: string, background: string): boolean {
  return contrastRatio(foreground, background) >= READABLE_MIN_CONTRAST;
}

/** The candidate with the highest contrast against `background` (the first one on a tie). */
export function mostReadableColor(background: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestRatio = 0;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background);
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}
