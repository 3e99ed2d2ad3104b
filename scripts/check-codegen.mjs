// Fails when a committed generated file differs from what its source generates now: the API's
// OpenAPI document from its route schemas, the BFF's REST types from that document (so the BFF
// and the API cannot disagree), and the GraphQL types from the schema and the web documents
// (codegen itself fails when a document does not validate).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const generatedDirs = ['api/__generated__', 'bff/src/__generated__', 'web/src/__generated__'];

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
execFileSync('node', ['scripts/codegen.mjs'], { stdio: 'inherit' });
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path));
if (stale.length > 0) {
  console.error(`Generated code was stale; regenerated (commit these):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('generated code is up to date');
