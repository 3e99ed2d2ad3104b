// Writes the API's OpenAPI document to api/__generated__/openapi.json, the input of the BFF's
// generated REST types (`pnpm codegen`). The app is built but never listens and never touches a
// database: registering the routes is all the document needs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createAppContext } from '../src/app-context.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import type { Database } from '../src/db/database.js';

const offline = (): never => {
  throw new Error('write-openapi builds the app without a database');
};
// Nothing is listened to either: with no notice of session changes, no session is kept in memory.
const database: Database = {
  kind: 'postgres',
  query: offline,
  transaction: offline,
  afterCommit: offline,
  isReachable: offline,
  listen: () => ({ close: async () => undefined }),
  close: async () => undefined,
};

const app = await buildApp(createAppContext(database, loadConfig({}, { OPENAPI_UI: false, LOG_LEVEL: 'silent' })), { logger: false });
await app.ready();
const target = new URL('../__generated__/openapi.json', import.meta.url);
mkdirSync(new URL('.', target), { recursive: true });
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
