// Fails when the committed generated GraphQL code differs from what the schema and the web
// documents generate now (or when a document does not validate: codegen itself fails then).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const generatedDirs = ['bff/src/__generated__', 'web/src/__generated__'];

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(path, readFileSync(path, 'utf8'));
    }
  };
  generatedDirs.forEach(walk);
  return files;
}

const before = snapshot();
execFileSync('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts'], { stdio: 'inherit' });
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path));
if (stale.length > 0) {
  console.error(`Generated GraphQL code was stale; regenerated (commit these):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('generated GraphQL code is up to date');
