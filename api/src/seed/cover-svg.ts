import { Random, hashSeed } from './random.js';

export interface CoverInput {
  book_id: number;
  book_name: string;
  author: string;
  class_id: number;
}

const WIDTH = 300;
const HEIGHT = 400;
const CENTER_X = WIDTH / 2;
/** Line capacity in width units: a CJK character counts 2, anything else 1. */
const TITLE_LINE_UNITS = 14;
const TITLE_MAX_LINES = 3;
const AUTHOR_UNITS = 26;
const ELLIPSIS = '…';
const ELLIPSIS_UNITS = 1;
const TEXT_COLOR = '#fdf6e3';
const FONT_FAMILY = "'Noto Serif SC', 'Songti SC', 'Source Han Serif SC', 'Georgia', serif";

/** Base hue per book-list category, so a shelf of one category shares a colour family. */
const CLASS_HUES: Readonly<Record<number, number>> = { 1: 340, 2: 265, 3: 28, 4: 210, 5: 170 };
const DEFAULT_HUE = 220;

// ---------------------------------------------------------------------------
// Text helpers

const XML_SPECIAL = /[&<>"']/g;
const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// Control characters are not allowed in XML 1.0 at all, escaped or not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(XML_INVALID, '').replace(XML_SPECIAL, (ch) => XML_ENTITIES[ch] ?? ch);
}

function isWide(code: number): boolean {
  return (
    (code >= 0x2e80 && code <= 0x9fff) || // CJK radicals, punctuation, kana, ideographs
    (code >= 0xac00 && code <= 0xd7af) || // Hangul
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xffef) || // full-width forms
    (code >= 0x20000 && code <= 0x3ffff)
  );
}

function isWhitespace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\u3000';
}

function charUnits(ch: string): number {
  return isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
}

function textUnits(text: string): number {
  let units = 0;
  for (const ch of text) units += charUnits(ch);
  return units;
}

interface Token {
  text: string;
  units: number;
  spaceBefore: boolean;
}

/** CJK characters become one token each; Latin runs become word tokens. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let wordSpaceBefore = false;
  let pendingSpace = false;
  const flushWord = (): void => {
    if (word) tokens.push({ text: word, units: textUnits(word), spaceBefore: wordSpaceBefore });
    word = '';
  };
  for (const ch of text) {
    if (isWhitespace(ch)) {
      flushWord();
      pendingSpace = true;
    } else if (isWide(ch.codePointAt(0) ?? 0)) {
      flushWord();
      tokens.push({ text: ch, units: 2, spaceBefore: pendingSpace });
      pendingSpace = false;
    } else {
      if (!word) {
        wordSpaceBefore = pendingSpace;
        pendingSpace = false;
      }
      word += ch;
    }
  }
  flushWord();
  return tokens;
}

/** Splits a word wider than a line into line-sized pieces. */
function splitLongToken(token: Token, maxUnits: number): Token[] {
  if (token.units <= maxUnits) return [token];
  const pieces: Token[] = [];
  let piece = '';
  let units = 0;
  for (const ch of token.text) {
    const u = charUnits(ch);
    if (units + u > maxUnits) {
      pieces.push({ text: piece, units, spaceBefore: pieces.length === 0 && token.spaceBefore });
      piece = '';
      units = 0;
    }
    piece += ch;
    units += u;
  }
  if (piece) pieces.push({ text: piece, units, spaceBefore: false });
  return pieces;
}

/** The longest prefix of `text` that fits in `maxUnits`. */
function cutToUnits(text: string, maxUnits: number): string {
  let out = '';
  let units = 0;
  for (const ch of text) {
    const u = charUnits(ch);
    if (units + u > maxUnits) break;
    out += ch;
    units += u;
  }
  return out;
}

/** `text` unchanged when it fits in `maxUnits`, otherwise cut and ended with '…'. */
export function truncateWithEllipsis(text: string, maxUnits: number): string {
  if (textUnits(text) <= maxUnits) return text;
  return cutToUnits(text, maxUnits - ELLIPSIS_UNITS).trimEnd() + ELLIPSIS;
}

/** Wraps a title onto at most `maxLines` lines of `maxUnits`; the last line ends with '…' when text was cut. */
export function wrapTitle(title: string, maxUnits = TITLE_LINE_UNITS, maxLines = TITLE_MAX_LINES): string[] {
  const lines: string[] = [];
  let line = '';
  let lineUnits = 0;
  for (const token of tokenize(title).flatMap((t) => splitLongToken(t, maxUnits))) {
    const gap = line && token.spaceBefore ? 1 : 0;
    if (line && lineUnits + gap + token.units > maxUnits) {
      lines.push(line);
      line = '';
      lineUnits = 0;
    }
    const sep = line && token.spaceBefore ? ' ' : '';
    line += sep + token.text;
    lineUnits += sep.length + token.units;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;

  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = cutToUnits(last, maxUnits - ELLIPSIS_UNITS).trimEnd() + ELLIPSIS;
  return kept;
}

// ---------------------------------------------------------------------------
// Colours

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 60;
  const s = saturation / 100;
  const l = lightness / 100;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const hex = (v: number): string =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

export interface CoverPalette {
  top: string;
  bottom: string;
  accent: string;
  text: string;
}

function palette(rng: Random, classId: number): CoverPalette {
  const hue = (CLASS_HUES[classId] ?? DEFAULT_HUE) + rng.int(-18, 18);
  // Lightness stays low so the light title keeps at least WCAG AA contrast.
  return {
    top: hslToHex(hue, rng.int(40, 62), rng.int(20, 28)),
    bottom: hslToHex(hue + rng.int(20, 50), rng.int(45, 70), rng.int(7, 13)),
    accent: hslToHex(hue + rng.int(150, 210), rng.int(45, 75), rng.int(62, 78)),
    text: TEXT_COLOR,
  };
}

// ---------------------------------------------------------------------------
// Motifs: plain geometry, one family of shapes per category.

function n(value: number): string {
  return value.toFixed(1);
}

function circlesMotif(rng: Random, accent: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = 80 + rng.int(0, 140);
    const cy = 70 + rng.int(0, 90);
    const r = 26 + rng.int(0, 34);
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="0.22"/>`);
  }
  parts.push(`<circle cx="150" cy="120" r="${70 + rng.int(0, 20)}" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="2"/>`);
  return parts.join('');
}

function starMotif(rng: Random, accent: string): string {
  const points = 8;
  const cx = 150;
  const cy = 118;
  const outer = 72 + rng.int(0, 14);
  const inner = outer * 0.42;
  const turn = rng.next() * Math.PI;
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (i * Math.PI) / points;
    coords.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  const d = outer + 18;
  return (
    `<polygon points="${coords.join(' ')}" fill="${accent}" fill-opacity="0.25"/>` +
    `<polygon points="${cx},${cy - d} ${cx + d},${cy} ${cx},${cy + d} ${cx - d},${cy}" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="1.5"/>`
  );
}

function sealMotif(rng: Random, accent: string): string {
  const parts: string[] = [];
  const size = 110 + rng.int(0, 20);
  for (let i = 0; i < 3; i++) {
    const s = size - i * 26;
    parts.push(
      `<rect x="${n(150 - s / 2)}" y="${n(120 - s / 2)}" width="${s}" height="${s}" fill="none" stroke="${accent}" stroke-opacity="${n(0.2 + i * 0.1)}" stroke-width="2"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    const y = 40 + i * 8;
    parts.push(`<line x1="30" y1="${y}" x2="270" y2="${y}" stroke="${accent}" stroke-opacity="0.15"/>`);
  }
  return parts.join('');
}

function orbitMotif(rng: Random, accent: string): string {
  const parts: string[] = [];
  const tilt = rng.int(-30, 30);
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<ellipse cx="150" cy="120" rx="${60 + i * 28}" ry="${18 + i * 9}" transform="rotate(${tilt} 150 120)" fill="none" stroke="${accent}" stroke-opacity="0.3" stroke-width="1.5"/>`,
    );
  }
  parts.push(`<circle cx="150" cy="120" r="${22 + rng.int(0, 10)}" fill="${accent}" fill-opacity="0.35"/>`);
  for (let i = 0; i < 12; i++) {
    parts.push(`<circle cx="${rng.int(20, 280)}" cy="${rng.int(20, 200)}" r="${n(0.8 + rng.next() * 1.6)}" fill="${accent}" fill-opacity="0.6"/>`);
  }
  return parts.join('');
}

function lensMotif(rng: Random, accent: string): string {
  const cx = 130 + rng.int(0, 40);
  const cy = 105 + rng.int(0, 20);
  const r = 46 + rng.int(0, 12);
  const hx = cx + r * 0.7;
  const hy = cy + r * 0.7;
  return (
    `<polygon points="150,0 ${cx - r - 40},220 ${cx + r + 40},220" fill="${accent}" fill-opacity="0.08"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="0.1" stroke="${accent}" stroke-opacity="0.45" stroke-width="5"/>` +
    `<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(hx + 42)}" y2="${n(hy + 42)}" stroke="${accent}" stroke-opacity="0.45" stroke-width="9" stroke-linecap="round"/>`
  );
}

const MOTIFS: Readonly<Record<number, (rng: Random, accent: string) => string>> = {
  1: circlesMotif,
  2: starMotif,
  3: sealMotif,
  4: orbitMotif,
  5: lensMotif,
};

// ---------------------------------------------------------------------------

function titleBlock(title: string): string {
  const lines = wrapTitle(title);
  if (lines.length === 0) return '';
  const hasCjk = [...title].some((ch) => isWide(ch.codePointAt(0) ?? 0));
  const fontSize = hasCjk ? 34 : 28;
  const lineHeight = Math.round(fontSize * 1.3);
  const firstBaseline = 268 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;
  const spans = lines.map(
    (line, i) => `<tspan x="${CENTER_X}" y="${n(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
  );
  return (
    `<text text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700" fill="${TEXT_COLOR}">` +
    spans.join('') +
    '</text>'
  );
}

/** A book cover as a standalone SVG document (viewBox 0 0 300 400, aspect 3:4), deterministic from its input. */
export function renderCoverSvg(book: CoverInput): string {
  const rng = new Random(hashSeed(book.book_id | 0, book.class_id | 0));
  const colors = palette(rng, book.class_id);
  const motif = (MOTIFS[book.class_id] ?? circlesMotif)(rng, colors.accent);
  const gradientId = `cover-bg-${book.book_id | 0}`;
  const author = escapeXml(truncateWithEllipsis(book.author.trim(), AUTHOR_UNITS));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(book.book_name)}">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="0.35" y2="1">`,
    `<stop offset="0" stop-color="${colors.top}"/><stop offset="1" stop-color="${colors.bottom}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${gradientId})"/>`,
    motif,
    `<rect x="12" y="12" width="${WIDTH - 24}" height="${HEIGHT - 24}" fill="none" stroke="${TEXT_COLOR}" stroke-opacity="0.2"/>`,
    // A soft dark band keeps the title legible over the lighter motif shapes.
    `<rect x="12" y="198" width="${WIDTH - 24}" height="136" fill="#000000" fill-opacity="0.22"/>`,
    titleBlock(book.book_name),
    `<line x1="110" y1="342" x2="190" y2="342" stroke="${TEXT_COLOR}" stroke-opacity="0.5"/>`,
    `<text x="${CENTER_X}" y="370" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="16" fill="${TEXT_COLOR}" fill-opacity="0.88">${author}</text>`,
    '</svg>',
  ].join('');
}
