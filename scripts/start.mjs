// Starts the whole app on the embedded defaults: the API (PGlite in api/.data, seeded on first
// start), the BFF (in-process cache) and the web app. `--dev` runs everything in watch mode
// with Vite's dev server instead of building first.
import { execSync } from 'node:child_process';
import concurrently from 'concurrently';

const dev = process.argv.includes('--dev');
if (!dev) execSync('pnpm run build', { stdio: 'inherit' });

const webPort = process.env.WEB_PORT ?? '5173';
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
console.log(`\n  Novel reader: http://127.0.0.1:${webPort}  (GraphQL sandbox: http://127.0.0.1:${process.env.BFF_PORT ?? '4000'}/graphql)\n`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
