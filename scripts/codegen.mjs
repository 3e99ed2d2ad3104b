// Regenerates every generated file from its source of truth, in dependency order:
// 1. the API's OpenAPI document, from its route schemas (api/__generated__/openapi.json);
// 2. the BFF's REST types, from that document (bff/src/__generated__/rest-api.ts);
// 3. the GraphQL types of the BFF and the web app, from schema/ and the web documents;
// 4. the web app's operations as persisted queries for the BFF (bff/src/__generated__/persisted-queries.json),
//    and their hashes for the web app (web/src/__generated__/operation-hashes.ts).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { operationHashesModule, persistedOperations, persistedQueriesFile } from './persisted-queries.mjs';

const run = (...args) => execFileSync('pnpm', args, { stdio: 'inherit' });

run('--filter', '@novel/api', 'run', '--silent', 'openapi');
run('--filter', '@novel/bff', 'run', '--silent', 'codegen:rest');
run('exec', 'graphql-codegen', '--config', 'codegen.ts');
const operations = await persistedOperations();
writeFileSync(new URL('../bff/src/__generated__/persisted-queries.json', import.meta.url), persistedQueriesFile(operations));
writeFileSync(new URL('../web/src/__generated__/operation-hashes.ts', import.meta.url), operationHashesModule(operations));
