// Prints the gzipped size of the JavaScript the login route loads on a cold start, and fails
// (exit 1) above the budget. "Loads initially" = the entry chunks index.html loads (the main entry
// and the boot entry, vite-plugins/boot-entry.ts), the login screen's chunk when it has one of its
// own (it ships in the main entry today, src/app/screens.ts), and every chunk any of them imports
// statically (what the browser fetches before the login form can render), read from the Vite
// manifest of `vite build`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1000;
const LOGIN_ROUTE_MODULE = 'src/features/auth/login-page.tsx';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) fail('no entry chunk in the Vite manifest');

/** A chunk and everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const keys = new Set();
for (const key of entryKeys) staticClosure(key, keys);
if (manifest[LOGIN_ROUTE_MODULE]) staticClosure(LOGIN_ROUTE_MODULE, keys);
const rows = [...keys]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(dist, file));
    return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const out = [
  '',
  'Initial JavaScript of the login route (gzip -9):',
  ...rows.map((row) => `  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`),
  `  ${'total'.padEnd(48)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip (budget ${kb(BUDGET_BYTES)})`,
  '',
];
process.stdout.write(out.join('\n') + '\n');

if (total > BUDGET_BYTES) fail(`login route loads ${kb(total)} of gzipped JavaScript, over the ${kb(BUDGET_BYTES)} budget`);

function fail(message) {
  process.stderr.write(`report-bundle: ${message}\n`);
  process.exit(1);
}
