// Draws the app's icons (web/public/icons/*.png: the web manifest's and the page's own): an orange
// tile with an open book, as the launch screen in index.html draws it. Plain Node (zlib's deflate
// makes the PNG); run it again after changing the drawing: `node web/scripts/generate-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const ORANGE = [0xc2, 0x41, 0x0c];
const WHITE = [0xff, 0xff, 0xff];
const PEACH = [0xfe, 0xd7, 0xaa];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** Averages samples x samples points of `pixel` per pixel: a small icon's edges need smoothing. */
function supersampled(pixel, samples) {
  if (samples === 1) return pixel;
  return (x, y, size) => {
    const sum = [0, 0, 0, 0];
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const [r, g, b, a] = pixel(x + ((sx + 0.5) / samples - 0.5) / size, y + ((sy + 0.5) / samples - 0.5) / size);
        // Colour weighted by coverage, so transparent samples do not darken the edge.
        sum[0] += r * a;
        sum[1] += g * a;
        sum[2] += b * a;
        sum[3] += a;
      }
    }
    const alpha = sum[3] / (samples * samples);
    return sum[3] === 0 ? [0, 0, 0, 0] : [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3], alpha].map(Math.round);
  };
}

function png(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size, size);
      const at = y * (size * 4 + 1) + 1 + x * 4;
      rows[at] = r;
      rows[at + 1] = g;
      rows[at + 2] = b;
      rows[at + 3] = a;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The book in a unit square: two pages meeting at the spine (x = 0.5), slightly curved. */
function book(x, y) {
  const left = x >= 0.25 && x < 0.5 && y >= 0.28 + (0.5 - x) * 0.12 - 0.03 && y <= 0.75 - (x - 0.25) * 0.12 + 0.03;
  if (left) return WHITE;
  const right = x >= 0.5 && x <= 0.75 && y >= 0.28 + (x - 0.5) * 0.12 - 0.03 && y <= 0.75 - (0.75 - x) * 0.12 + 0.03;
  if (right) return PEACH;
  return null;
}

function roundedTile(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** `any` icons: a rounded tile; maskable: a full-bleed tile with the book inside the safe zone. */
function drawAny(x, y) {
  if (!roundedTile(x, y, 0.2)) return [0, 0, 0, 0];
  return [...(book(x, y) ?? ORANGE), 255];
}
function drawMaskable(x, y) {
  // Shrink the book to 70% around the centre so the platform's mask never cuts it.
  const scale = 0.7;
  const bx = (x - 0.5) / scale + 0.5;
  const by = (y - 0.5) / scale + 0.5;
  return [...(book(bx, by) ?? ORANGE), 255];
}

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(join(out, `icon-${size}.png`), png(size, drawAny));
  writeFileSync(join(out, `icon-maskable-${size}.png`), png(size, drawMaskable));
}
writeFileSync(join(out, 'apple-touch-icon-180.png'), png(180, drawMaskable));
// The page's icon (index.html). A PNG, not an SVG: Chromium downloads and decodes the page's icon
// again after every change of address (a chapter turn writes one), and an SVG is decoded as a
// document of its own, a main-thread task of about 40 ms on a phone against under 1 ms for a PNG
// (web/BENCHMARKS.md, chapter turn).
writeFileSync(join(out, 'favicon-32.png'), png(32, supersampled(drawAny, 4)));
process.stdout.write(`icons written to ${out}\n`);
