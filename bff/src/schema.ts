import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The SDL files of the @novel/schema package, the contract shared with the web client. */
export function loadTypeDefs(): string[] {
  const schemaDir = dirname(createRequire(import.meta.url).resolve('@novel/schema/package.json'));
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'));
}
