#!/usr/bin/env node
/**
 * One reader's first minute, to have something to trace: registers, opens the home feed and a
 * novel, starts its first free chapter and reports 20 % of it, with the web app's own GraphQL
 * documents (ops/load/documents.mjs), and prints each request's id (X-Request-Id, which the BFF
 * puts on its server span as http.request.header.x_request_id). OPERATIONS.md, "Traces".
 *
 *   node ops/traces/reader.mjs [--url http://127.0.0.1:8080/graphql]
 *
 * The default URL is the one-machine cluster's nginx; a BFF's own port works too.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadOperations } from '../load/documents.mjs';

const args = process.argv.slice(2);
const url = args.includes('--url') ? args[args.indexOf('--url') + 1] : 'http://127.0.0.1:8080/graphql';
const operations = loadOperations();
let cookie = null;

async function send(name, variables) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ operationName: name, query: operations.get(name).query, variables }),
  });
  const pair = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((value) => !value.endsWith('='));
  if (pair) cookie = pair;
  const body = await response.json().catch(() => ({}));
  const errors = body.errors?.map((error) => error.extensions?.reason ?? error.extensions?.code ?? error.message).join(', ');
  process.stdout.write(
    `${name.padEnd(22)} HTTP ${response.status}  ${Math.round(performance.now() - started)} ms  x-request-id ${response.headers.get('x-request-id')}${errors ? `  errors: ${errors}` : ''}\n`,
  );
  if (!body.data) throw new Error(`${name} answered no data`);
  return body.data;
}

const username = `trace_${Math.random().toString(36).slice(2, 10)}`;
await send('Register', { input: { username, password: `trace-${username}-pw` } });
const home = await send('HomeFeed', { page: 1, pageSize: 30 });
const bookId = home.books.items[0].id;
const detail = await send('NovelDetail', { id: bookId, chapterPageSize: 50 });
const chapter = detail.book.chapters.items.find((item) => item.isFree && item.hasContent);
if (!chapter) throw new Error(`book ${bookId} has no free chapter with text`);
await send('StartReading', { bookId, chapterId: chapter.id });
// The server pays the 20 % reward only for reading time its own clock measured (MIN_READ_SECONDS_FOR_REWARD).
await sleep(1000);
await send('ReportReadingProgress', { input: { bookId, chapterId: chapter.id, progressPercentage: 20, language: 'ZH_CN' } });
