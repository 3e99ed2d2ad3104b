import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The BFF's Prometheus metrics (OPERATIONS.md, "Metrics catalogue"), one registry per process as
 * one process is one scrape target. Every label has a closed set of values: the BFF's few HTTP
 * routes, GraphQL operation names capped by operation-names.ts, the schema's ErrorCode values,
 * REST path templates of the typed client (`/api/books/{id}`, never a filled path), the loaders'
 * names, the cache key families of cache/keys.ts. Hot paths use children looked up once (or kept
 * in a Map), so an observation is a lookup and an increment.
 */
export const registry = new Registry();

let processMetricsOn = false;
/** Node's own metrics (CPU, memory, event loop lag, GC, handles), once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: registry });
}

/** Seconds: from a cache hit (well under a ms) to the REST timeout (API_TIMEOUT_MS, 5 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A Map of label-value-keyed children, created on first use. */
function childCache<C>(create: (key: string) => C): (key: string) => C {
  const children = new Map<string, C>();
  return (key) => {
    let child = children.get(key);
    if (child === undefined) {
      child = create(key);
      children.set(key, child);
    }
    return child;
  };
}

// --- HTTP, by route ---

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to the answer sent, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The BFF's routes; anything else is `unmatched`. */
export function routeLabel(path: string): string {
  if (path === '/graphql' || path === '/graphql/') return '/graphql';
  if (path.startsWith('/covers/')) return '/covers/:file';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path;
  return 'unmatched';
}
const httpDurationChild = childCache((key) => httpDuration.labels(...(key.split(' ') as [string, string])));
const httpRequestChild = childCache((key) => httpRequests.labels(...(key.split(' ') as [string, string, string])));

export function recordHttpRequest(method: string, route: string, statusCode: number, seconds: number): void {
  const methodKey = `${METHODS.has(method) ? method : 'other'} ${route}`;
  httpDurationChild(methodKey).observe(seconds);
  httpRequestChild(`${methodKey} ${statusCode}`).inc();
}

// --- GraphQL operations ---

const operations = new Counter({
  name: 'graphql_operations_total',
  help: 'GraphQL operations answered, by operation name (capped, see OPERATIONS.md), type and result (ok, or error when the answer carries errors)',
  labelNames: ['operation', 'type', 'result'] as const,
  registers: [registry],
});
const operationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'Time from the operation starting (its request parsed) to its answer, by operation name and type',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const graphqlErrors = new Counter({
  name: 'graphql_errors_total',
  help: 'Errors in GraphQL answers, by their specific code (extensions.reason, else extensions.code; the schema ErrorCode set, other codes count as "other")',
  labelNames: ['code'] as const,
  registers: [registry],
});
const restCallsPerRequest = new Histogram({
  name: 'graphql_rest_calls_per_request',
  help: 'REST calls to the API one GraphQL HTTP request caused (batched operations together, retries included)',
  buckets: [0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 50],
  registers: [registry],
});

const operationChild = childCache((key) => operations.labels(...(key.split(' ') as [string, string, string])));
const operationDurationChild = childCache((key) => operationDuration.labels(...(key.split(' ') as [string, string])));
const errorChild = childCache((code) => graphqlErrors.labels(code));

/** `operation` is already bounded (operation-names.ts); `type` is query, mutation, subscription or unknown. */
export function recordOperation(operation: string, type: string, failed: boolean, seconds: number): void {
  const key = `${operation} ${type}`;
  operationDurationChild(key).observe(seconds);
  operationChild(`${key} ${failed ? 'error' : 'ok'}`).inc();
}

/** `code` must come from a closed set; the caller maps unknown codes to "other". */
export function recordGraphQLError(code: string): void {
  errorChild(code).inc();
}

export function recordRestCallsPerRequest(calls: number): void {
  restCallsPerRequest.observe(calls);
}

// --- REST calls to the API ---

const restCalls = new Counter({
  name: 'rest_calls_total',
  help: 'REST calls to the API, by method, path template and status (0: no answer: refused, reset or timed out)',
  labelNames: ['method', 'path', 'status_code'] as const,
  registers: [registry],
});
const restDuration = new Histogram({
  name: 'rest_call_duration_seconds',
  help: 'REST call time, from sending to the whole body read, by method and path template',
  labelNames: ['method', 'path'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const restDurationChild = childCache((key) => restDuration.labels(...(key.split(' ') as [string, string])));
const restCallChild = childCache((key) => restCalls.labels(...(key.split(' ') as [string, string, string])));

/** `path` is the typed client's template (`/api/books/{id}`), never the filled path. */
export function recordRestCall(method: string, path: string, status: number, seconds: number): void {
  const key = `${method} ${path}`;
  restDurationChild(key).observe(seconds);
  restCallChild(`${key} ${status}`).inc();
}

// --- DataLoader batches ---

const batchSizes = new Histogram({
  name: 'dataloader_batch_size',
  help: 'Keys per DataLoader batch (one batched REST call or cache lookup per batch), by loader',
  labelNames: ['loader'] as const,
  buckets: [1, 2, 3, 5, 10, 20, 50, 100],
  registers: [registry],
});

/** The observer of one loader's batch sizes, its child looked up once. */
export function batchSizeObserver(loader: string): (size: number) => void {
  const child = batchSizes.labels(loader);
  return (size) => child.observe(size);
}

// --- the cache ---

const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Cache lookups, by store (memory or redis), key family (cache/keys.ts) and result: hit, miss, or error (Redis failed: served as a miss)',
  labelNames: ['store', 'kind', 'result'] as const,
  registers: [registry],
});

/** The key families of cache/keys.ts, plus Apollo's whole responses and the family version stamps. */
const CACHE_KINDS = new Set([
  'book',
  'book-detail',
  'books',
  'search',
  'chapters',
  'chapter',
  'cover',
  'rules',
  'user',
  'favorite',
  'favorites',
  'reader-settings',
  'statistics',
  'session',
  'sessions',
  'version',
  'response',
]);

/** A key's family: the part before its first colon, when it is a known one. */
export function cacheKind(key: string): string {
  const colon = key.indexOf(':');
  const kind = colon < 0 ? key : key.slice(0, colon);
  return CACHE_KINDS.has(kind) ? kind : 'other';
}

export type CacheStoreKind = 'memory' | 'redis';
type LookupResult = 'hit' | 'miss' | 'error';
const lookupChild = childCache((key) => cacheLookups.labels(...(key.split(' ') as [string, string, string])));
const lookupChildren: Record<CacheStoreKind, Record<LookupResult, (kind: string) => Counter.Internal>> = {
  memory: {
    hit: childCache((kind) => lookupChild(`memory ${kind} hit`)),
    miss: childCache((kind) => lookupChild(`memory ${kind} miss`)),
    error: childCache((kind) => lookupChild(`memory ${kind} error`)),
  },
  redis: {
    hit: childCache((kind) => lookupChild(`redis ${kind} hit`)),
    miss: childCache((kind) => lookupChild(`redis ${kind} miss`)),
    error: childCache((kind) => lookupChild(`redis ${kind} error`)),
  },
};

/** Counts a multi-get: each key a hit or a miss by its value, or all of them errors (`values` null). */
export function recordCacheLookups(store: CacheStoreKind, keys: readonly string[], values: ReadonlyArray<string | null> | null): void {
  const children = lookupChildren[store];
  for (let index = 0; index < keys.length; index++) {
    const result: LookupResult = values === null ? 'error' : values[index] === null || values[index] === undefined ? 'miss' : 'hit';
    children[result](cacheKind(keys[index]!)).inc();
  }
}

/** Counts one answer lookup (answer-lookup.ts): the session entry's result, and the answer's. */
export function recordAnswerLookup(store: CacheStoreKind, result: { viewer: unknown; answer: unknown }): void {
  const children = lookupChildren[store];
  if (result.viewer !== 'guest') children[result.viewer === 'unverified' ? 'miss' : 'hit']('session').inc();
  if (result.viewer !== 'unverified') children[result.answer === null ? 'miss' : 'hit']('response').inc();
}

/** What a cache store reports at scrape time. */
export interface CacheStoreGauges {
  kind: CacheStoreKind;
  /** ioredis' connection status (wait, connecting, connect, ready, reconnecting, close, end). */
  redisStatus?(): string;
  /** The LRU's entries and estimated bytes. */
  memoryUsage?(): { entries: number; bytes: number };
}
const stores = new Set<CacheStoreGauges>();

/** Reports a store in the gauges below until the returned function is called (on close). */
export function trackCacheStore(store: CacheStoreGauges): () => void {
  stores.add(store);
  return () => stores.delete(store);
}

const REDIS_STATES = ['wait', 'connecting', 'connect', 'ready', 'reconnecting', 'close', 'end'];
new Gauge({
  name: 'redis_connection_state',
  help: 'The Redis connection, one series per ioredis state, 1 for the current one: ready is healthy, anything else means the BFF answers from the API without cache',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const statuses = [...stores].flatMap((store) => (store.redisStatus ? [store.redisStatus()] : []));
    if (statuses.length === 0) return;
    for (const state of REDIS_STATES) this.labels(state).set(statuses.filter((status) => status === state).length);
  },
});
new Gauge({
  name: 'cache_store_info',
  help: 'The cache store this BFF uses: 1 for its kind (redis when REDIS_URL is set, else memory)',
  labelNames: ['store'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const store of stores) this.labels(store.kind).set(1);
  },
});
new Gauge({
  name: 'cache_memory_entries',
  help: 'Entries in the in-process LRU (MEMORY_CACHE_MAX_ENTRIES bounds it)',
  registers: [registry],
  collect() {
    this.set([...stores].reduce((sum, store) => sum + (store.memoryUsage?.().entries ?? 0), 0));
  },
});
new Gauge({
  name: 'cache_memory_bytes',
  help: 'Estimated bytes in the in-process LRU (MEMORY_CACHE_MAX_BYTES bounds it)',
  registers: [registry],
  collect() {
    this.set([...stores].reduce((sum, store) => sum + (store.memoryUsage?.().bytes ?? 0), 0));
  },
});
