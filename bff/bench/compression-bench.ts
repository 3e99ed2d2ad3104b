// How much CPU compressing one GraphQL answer costs, three ways side by side in one run, alternating:
// a zlib stream per answer (how the `compression` middleware packed each response), the whole
// string in one call (packBody, what compressResponses does), and a cached answer's packed copy
// (PackedBodies, what a response-cache hit uses). The answer is a home feed of 30 novels as the
// BFF sends it. Prints the CPU (user + system of this process) and wall time per answer.
// Then brotli's quality, the BFF's against 4, alternating, on that answer and on a chapter's text,
// each call after the processor's caches were filled with other work (as between a cold screen's
// requests, where a tight loop of calls would keep brotli's tables cached): time per call and bytes.
//
//   pnpm --filter @novel/bff exec tsx bench/compression-bench.ts
import { readFileSync } from 'node:fs';
import { constants, createBrotliCompress } from 'node:zlib';
import { BROTLI_QUALITY, packBody, PackedBodies } from '../src/response-compression.js';

const ANSWERS = Number(process.env.ANSWERS ?? 3000);
const ROUNDS = 3;

const answer = JSON.stringify({
  data: {
    books: {
      items: Array.from({ length: 30 }, (_, index) => ({
        id: String(1000 + index),
        title: `第${index + 1}部 星河长明之${'夜雨江湖'.slice(index % 4)}`,
        author: `作者${index * 7}`,
        coverImage: `/covers/${1000 + index}.svg`,
        tags: ['玄幻', '都市', '言情'].slice(index % 3),
        isFavorited: index % 5 === 0,
        __typename: 'Book',
      })),
      page: 2,
      totalPages: 3334,
      hasMore: true,
      __typename: 'BookPage',
    },
  },
});

function streamed(body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    stream.on('end', () => resolve(bytes));
    stream.on('error', reject);
    stream.end(body);
  });
}

const packed = new PackedBodies(8 * 1024 * 1024);
const ways = [
  { name: 'a zlib stream per answer (the compression middleware)', pack: () => streamed(answer) },
  { name: 'the whole string in one call (packBody)', pack: async () => packBody('br', answer).length },
  { name: "a cached answer's packed copy (PackedBodies)", pack: async () => packed.get('br', { digest: 'home', body: answer }).length },
] as const;

async function measure(pack: () => Promise<number>) {
  for (let index = 0; index < 200; index += 1) await pack();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < ANSWERS; index += 1) await pack();
  const used = process.cpuUsage(cpu);
  return { cpuUs: (used.user + used.system) / ANSWERS, wallUs: ((performance.now() - started) * 1000) / ANSWERS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const runs = ways.map(() => [] as Array<{ cpuUs: number; wallUs: number }>);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, way] of ways.entries()) runs[index]?.push(await measure(way.pack));
}
console.log(
  `a ${Buffer.byteLength(answer)}-byte answer (${packBody('br', answer).length} bytes as brotli), ${ANSWERS} answers a way, median of ${ROUNDS} rounds; Node ${process.version}`,
);
console.log('| way | CPU us per answer | wall us per answer |\n|---|---:|---:|');
for (const [index, way] of ways.entries()) {
  const cpuUs = median((runs[index] ?? []).map((run) => run.cpuUs));
  const wallUs = median((runs[index] ?? []).map((run) => run.wallUs));
  console.log(`| ${way.name} | ${cpuUs.toFixed(1)} | ${wallUs.toFixed(1)} |`);
}

// A chapter as the reader's query answers it: chapter 1 of the first Chinese book the API's seed
// writes (api/src/seed/catalog.ts, the default seed).
const chapter = readFileSync(new URL('./fixtures/chapter-answer.json', import.meta.url), 'utf8').trim();

/** Touches 16 MB, so the next call finds none of its tables in the processor's caches. */
const other = new Uint8Array(16 * 1024 * 1024);
const doOtherWork = () => {
  for (let index = 0; index < other.length; index += 64) other[index] = (other[index] ?? 0) + 1;
};
const CALLS = 300;
function timeBetweenOtherWork(body: string, brotliQuality: number) {
  let totalMs = 0;
  let bytes = 0;
  for (let call = 0; call < CALLS; call += 1) {
    doOtherWork();
    const started = performance.now();
    bytes = packBody('br', body, { brotliQuality }).length;
    totalMs += performance.now() - started;
  }
  return { us: (totalMs * 1000) / CALLS, bytes };
}

console.log(`\nbrotli between other work (16 MB touched before each call), ${CALLS} calls a quality, median of ${ROUNDS} rounds`);
console.log('| answer | bytes | quality | us per call | bytes out |\n|---|---:|---:|---:|---:|');
for (const [name, body] of [
  ['home feed, 30 novels', answer],
  ['a chapter', chapter],
] as const) {
  const qualities = [BROTLI_QUALITY, 4].filter((quality, index, all) => all.indexOf(quality) === index);
  const timings = qualities.map(() => [] as number[]);
  let bytesOut = qualities.map(() => 0);
  for (let round = 0; round < ROUNDS; round += 1) {
    bytesOut = qualities.map((quality, index) => {
      const { us, bytes } = timeBetweenOtherWork(body, quality);
      timings[index]?.push(us);
      return bytes;
    });
  }
  for (const [index, quality] of qualities.entries()) {
    console.log(`| ${name} | ${Buffer.byteLength(body)} | ${quality} | ${median(timings[index] ?? []).toFixed(0)} | ${bytesOut[index]} |`);
  }
}
