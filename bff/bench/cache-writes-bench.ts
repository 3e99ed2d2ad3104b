// How much BFF CPU a batch of cache writes costs on Redis: a page's favorite marks (30 entries, one
// lifetime) written the way redisStore.setMany does it (one Lua command), side by side with a
// pipeline of one SET per entry (how it wrote them before), in one run, alternating. Prints the CPU
// (user + system of this process) and wall time per batch, and their ratios.
//
//   REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @novel/bff exec tsx bench/cache-writes-bench.ts
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { redisStore } from '../src/cache/redis-store.js';

const url = process.env.REDIS_URL;
if (!url) throw new Error('set REDIS_URL');
const BATCHES = Number(process.env.BATCHES ?? 4000);
const CONCURRENCY = 4;
const ROUNDS = 3;
const ENTRIES = 30;
const TTL_SECONDS = 60;

const prefix = `bench-writes:${randomUUID()}:`;
const store = redisStore(url, { timeoutMs: 1000, logger: pino({ level: 'silent' }), keyPrefix: prefix });
const redis = new Redis(url, { enableAutoPipelining: true, keyPrefix: prefix });
const entries = Array.from({ length: ENTRIES }, (_, index) => [`favorite:1:${index}`, JSON.stringify(index % 2 === 0)] as const);

const ways = [
  { name: 'one Lua command (redisStore.setMany)', write: () => store.setMany(entries, TTL_SECONDS) },
  {
    name: 'pipeline of SETs',
    write: () => {
      const pipeline = redis.pipeline();
      for (const [key, value] of entries) pipeline.set(key, value, 'EX', TTL_SECONDS);
      return pipeline.exec();
    },
  },
] as const;

async function measure(write: () => Promise<unknown>) {
  for (let index = 0; index < 300; index += 1) await write();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let index = 0; index < BATCHES / CONCURRENCY; index += 1) await write();
    }),
  );
  const used = process.cpuUsage(cpu);
  return { cpuUs: (used.user + used.system) / BATCHES, wallUs: ((performance.now() - started) * 1000) / BATCHES };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

await redis.ping();
while (!(await store.health()).ok) await new Promise((resolve) => setTimeout(resolve, 50));
const runs = ways.map(() => [] as Array<{ cpuUs: number; wallUs: number }>);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, way] of ways.entries()) runs[index]?.push(await measure(way.write));
}
const [lua, pipeline] = ways.map((way, index) => ({
  name: way.name,
  cpuUs: median((runs[index] ?? []).map((run) => run.cpuUs)),
  wallUs: median((runs[index] ?? []).map((run) => run.wallUs)),
}));
console.log(`${BATCHES} batches of ${ENTRIES} entries, ${CONCURRENCY} at a time, median of ${ROUNDS} rounds`);
console.log('| way | BFF CPU us per batch | wall us per batch |\n|---|---:|---:|');
if (lua && pipeline) {
  for (const way of [lua, pipeline]) console.log(`| ${way.name} | ${way.cpuUs.toFixed(1)} | ${way.wallUs.toFixed(1)} |`);
  console.log(`pipeline / Lua: CPU ${(pipeline.cpuUs / lua.cpuUs).toFixed(2)}x, wall ${(pipeline.wallUs / lua.wallUs).toFixed(2)}x`);
}

await redis.unlink(...entries.map(([key]) => key));
redis.disconnect();
await store.close();
