import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics (OPERATIONS.md, "Metrics catalogue"), one registry per process as
 * one process is one scrape target. Every label has a closed set of values: route templates (never
 * raw URLs), the error codes of domain/errors.ts, the ledger's task types and descriptions. Hot
 * paths go through the small caches below, so a request costs a Map lookup and two increments.
 */
export const registry = new Registry();

let processMetricsOn = false;
/** Node's own metrics (CPU, memory, event loop lag, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: registry });
}

/** Seconds: from a cached read (a few ms) to the slowest the BFF waits for (API_TIMEOUT_MS 5 s). */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to the answer sent, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const apiErrors = new Counter({
  name: 'api_errors_total',
  help: 'Refusals and failures answered, by the code of the error envelope (domain/errors.ts)',
  labelNames: ['code'] as const,
  registers: [registry],
});

/** The label of requests no route matched (unknown paths, broken URLs): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface RouteSeries {
  duration: Histogram.Internal<'method' | 'route'>;
  byStatus: Map<number, Counter.Internal>;
}
const routeSeries = new Map<string, RouteSeries>();

/** Counts one answered request; `route` is Fastify's route template, undefined when none matched. */
export function recordHttpRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
  const methodLabel = METHODS.has(method) ? method : 'other';
  const routeLabel = route ?? UNMATCHED_ROUTE;
  const key = `${methodLabel} ${routeLabel}`;
  let series = routeSeries.get(key);
  if (!series) {
    series = { duration: httpDuration.labels(methodLabel, routeLabel), byStatus: new Map() };
    routeSeries.set(key, series);
  }
  let counter = series.byStatus.get(statusCode);
  if (!counter) {
    counter = httpRequests.labels(methodLabel, routeLabel, String(statusCode));
    series.byStatus.set(statusCode, counter);
  }
  counter.inc();
  series.duration.observe(seconds);
}

const errorSeries = new Map<string, Counter.Internal>();
/** Counts one error envelope; `code` comes from the closed ErrorCode set. */
export function recordApiError(code: string): void {
  let counter = errorSeries.get(code);
  if (!counter) {
    counter = apiErrors.labels(code);
    errorSeries.set(code, counter);
  }
  counter.inc();
}

const coinsCredited = new Counter({
  name: 'coins_credited_total',
  help: 'Coins credited to readers, counted once the transaction that wrote the ledger row committed, by task type and ledger reason',
  labelNames: ['task_type', 'reason'] as const,
  registers: [registry],
});
const coinsDebited = new Counter({
  name: 'coins_debited_total',
  help: 'Coins debited from readers (chapter purchases, withdrawals, adjustments), counted on commit, by task type and ledger reason',
  labelNames: ['task_type', 'reason'] as const,
  registers: [registry],
});
const ledgerMovements = new Counter({
  name: 'ledger_movements_total',
  help: 'Committed ledger rows, by direction (credit or debit), task type and ledger reason',
  labelNames: ['direction', 'task_type', 'reason'] as const,
  registers: [registry],
});

/** One committed coin movement (repositories/ledger.ts calls this after COMMIT, never on rollback). */
export function recordCoinMovement(direction: 'credit' | 'debit', taskType: string, reason: string, amount: number): void {
  (direction === 'credit' ? coinsCredited : coinsDebited).labels(taskType, reason).inc(amount);
  ledgerMovements.labels(direction, taskType, reason).inc();
}

/** What a database reports about its connections; PGlite (one in-process connection) has no pool. */
export interface DatabaseGauges {
  kind: 'pglite' | 'postgres';
  pool(): { total: number; idle: number; waiting: number; max: number } | null;
}
const databases = new Set<DatabaseGauges>();

/** Reports a database in the gauges below until the returned function is called (on close). */
export function trackDatabase(database: DatabaseGauges): () => void {
  databases.add(database);
  return () => databases.delete(database);
}

function sumPools(pick: (pool: NonNullable<ReturnType<DatabaseGauges['pool']>>) => number): number {
  let sum = 0;
  for (const database of databases) {
    const pool = database.pool();
    if (pool) sum += pick(pool);
  }
  return sum;
}

new Gauge({
  name: 'db_info',
  help: 'The database the API runs on: 1 for its kind (postgres, or pglite, embedded, with no pool)',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const database of databases) this.labels(database.kind).set(1);
  },
});
new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections, by state: idle (open, unused) or busy (running a query or a transaction)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (![...databases].some((database) => database.pool())) {
      this.reset();
      return;
    }
    const idle = sumPools((pool) => pool.idle);
    this.labels('idle').set(idle);
    this.labels('busy').set(sumPools((pool) => pool.total) - idle);
  },
});
new Gauge({
  name: 'db_pool_waiting_requests',
  help: 'Queries and transactions waiting for a pool connection (all connections busy)',
  registers: [registry],
  collect() {
    this.set(sumPools((pool) => pool.waiting));
  },
});
new Gauge({
  name: 'db_pool_max_connections',
  help: 'The pool size (DATABASE_POOL_SIZE)',
  registers: [registry],
  collect() {
    this.set(sumPools((pool) => pool.max));
  },
});
