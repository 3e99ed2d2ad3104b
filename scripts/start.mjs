// Starts the whole app on the embedded defaults: the API (PGlite in api/.data, seeded on first
// start), the BFF (in-process cache) and the web app. `--dev` runs everything in watch mode
// with Vite's dev server instead of building first.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import concurrently from 'concurrently';

// The settings the servers read from `.env` (variables already set win), so that the ports this
// script waits on and prints are the ones they listen on.
const envFile = new URL('../.env', import.meta.url);
if (existsSync(envFile)) process.loadEnvFile(envFile);

const dev = process.argv.includes('--dev');
if (!dev) execSync('pnpm run build', { stdio: 'inherit' });

const webPort = process.env.WEB_PORT || '5173';
// Vite's preview server fronts the BFF, and the BFF fronts the API, both on loopback: each names
// the proxy in front of it so per-address limits see the reader's address (ARCHITECTURE.md).
const env = { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' };
const { result } = concurrently(
  [
    { name: 'api', command: `pnpm --filter @novel/api ${dev ? 'dev' : 'start'}`, prefixColor: 'blue', env },
    { name: 'bff', command: `pnpm --filter @novel/bff ${dev ? 'dev' : 'start'}`, prefixColor: 'magenta', env },
    { name: 'web', command: `pnpm --filter @novel/web ${dev ? 'dev' : 'preview'}`, prefixColor: 'green' },
  ],
  { killOthersOn: ['failure'], restartTries: 0 },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);

const bffPort = process.env.BFF_PORT || '4000';
// The address is printed once it works: the BFF is ready only when the API answers (after its
// migrations and, on a first start, the seeding), and the web app's server is listening.
const answers = (url) => fetch(url, { signal: AbortSignal.timeout(1000) }).then((response) => response.ok, () => false);
const ready = async () => (await answers(`http://127.0.0.1:${bffPort}/readyz`)) && (await answers(`http://127.0.0.1:${webPort}/`));
const giveUpAt = Date.now() + 180_000;
let up = await ready();
while (!up && Date.now() < giveUpAt) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  up = await ready();
}
console.log(
  up
    ? `\n  Novel reader: http://127.0.0.1:${webPort}  (GraphQL sandbox: http://127.0.0.1:${bffPort}/graphql)\n`
    : '\n  Not answering after 3 minutes: see the api, bff and web lines above.\n',
);
