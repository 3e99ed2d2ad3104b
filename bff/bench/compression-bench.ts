// How much CPU compressing one GraphQL answer costs, three ways side by side in one run, alternating:
// a zlib stream per answer (how the `compression` middleware packed each response), the whole
// string in one call (packBody, what compressResponses does), and a cached answer's packed copy
// (PackedBodies, what a response-cache hit uses). The answer is a home feed of 30 novels as the
// BFF sends it. Prints the CPU (user + system of this process) and wall time per answer.
//
//   pnpm --filter @novel/bff exec tsx bench/compression-bench.ts
import { constants, createBrotliCompress } from 'node:zlib';
import { packBody, PackedBodies } from '../src/response-compression.js';

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
