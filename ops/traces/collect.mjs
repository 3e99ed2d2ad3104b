#!/usr/bin/env node
/**
 * A tiny OTLP/HTTP trace receiver for looking at traces without a tracing backend: it listens where
 * the services export (OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318), takes spans in OTLP
 * JSON (start the services with OTEL_EXPORTER_OTLP_PROTOCOL=http/json; protobuf is refused with a
 * 415 that says so), and prints each trace as a tree once no span of it arrived for a moment.
 * Nothing but Node. OPERATIONS.md, "Traces", shows its output.
 *
 *   node ops/traces/collect.mjs [--port 4318] [--host 127.0.0.1] [--out spans.jsonl] [--settle 1500] [--min-services 1]
 *
 * --out appends every span as one JSON line; --settle is how long a trace must be quiet before it
 * is printed; --min-services prints only traces that crossed at least that many services. Metrics
 * and logs sent to /v1/metrics and /v1/logs are accepted and dropped.
 */
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

const SPAN_KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'];

/** `novel-bff`, or `novel-bff/bff-2` where the replica is named (the cluster sets service.instance.id). */
const serviceOf = (resource) =>
  [resource['service.name'] ?? '?', resource['service.instance.id']].filter((part) => part !== undefined && part !== null).join('/');

// --- OTLP JSON ---

function jsonValue(value) {
  if (!value) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('boolValue' in value) return value.boolValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(jsonValue);
  if ('kvlistValue' in value) return jsonAttributes(value.kvlistValue.values);
  if ('bytesValue' in value) return value.bytesValue;
  return null;
}
const jsonAttributes = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, jsonValue(value)]));
/** OTLP JSON ids are hex (the specification's JSON mapping); some senders use base64. */
const jsonId = (id = '') => (/^[0-9a-f]*$/i.test(id) ? id.toLowerCase() : Buffer.from(id, 'base64').toString('hex'));

export function decodeJson(body) {
  const spans = [];
  for (const resourceSpans of body.resourceSpans ?? []) {
    const resource = jsonAttributes(resourceSpans.resource?.attributes);
    for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
      for (const span of scopeSpans.spans ?? []) {
        spans.push({
          traceId: jsonId(span.traceId),
          spanId: jsonId(span.spanId),
          parentSpanId: jsonId(span.parentSpanId),
          name: span.name ?? '',
          kind: Number(span.kind ?? 0),
          start: BigInt(span.startTimeUnixNano ?? 0),
          end: BigInt(span.endTimeUnixNano ?? 0),
          attributes: jsonAttributes(span.attributes),
          status: { code: Number(span.status?.code ?? 0), message: span.status?.message ?? '' },
          service: serviceOf(resource),
          scope: scopeSpans.scope?.name ?? '',
        });
      }
    }
  }
  return spans;
}

// --- the tree ---

/** The attributes worth a glance, old and new semantic-convention names alike. */
const SHOWN = [
  ['http.request.method', 'http.method'],
  ['url.full', 'http.url'],
  ['url.path', 'http.target'],
  ['http.route'],
  ['http.response.status_code', 'http.status_code'],
  ['http.request.header.x_request_id', 'http.request.header.x-request-id'],
  ['graphql.operation.type'],
  ['graphql.operation.name'],
  ['db.system.name', 'db.system'],
  ['db.query.text', 'db.statement'],
  ['db.operation.name', 'db.operation'],
  ['server.port', 'net.peer.port'],
];

function describe(span) {
  const parts = [];
  for (const names of SHOWN) {
    const name = names.find((candidate) => span.attributes[candidate] !== undefined && span.attributes[candidate] !== '');
    if (!name) continue;
    let value = String(span.attributes[name]).replace(/\s+/g, ' ');
    if (value.length > 90) value = `${value.slice(0, 87)}...`;
    parts.push(`${name}=${value}`);
  }
  if (span.status.code === 2) parts.push(`ERROR${span.status.message ? ` ${span.status.message}` : ''}`);
  return parts.join(' ');
}

const ms = (nanos) => (Number(nanos) / 1e6).toFixed(1);

/** One trace as indented lines: service, span name, kind, start offset and duration, key attributes. */
export function formatTrace(spans) {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const children = new Map();
  const roots = [];
  for (const span of spans) {
    if (span.parentSpanId && byId.has(span.parentSpanId)) {
      if (!children.has(span.parentSpanId)) children.set(span.parentSpanId, []);
      children.get(span.parentSpanId).push(span);
    } else roots.push(span);
  }
  const byStart = (a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);
  roots.sort(byStart);
  const origin = roots[0]?.start ?? 0n;
  const end = spans.reduce((latest, span) => (span.end > latest ? span.end : latest), origin);
  const processes = [...new Set(spans.map((span) => span.service))];
  const lines = [`trace ${spans[0]?.traceId ?? '?'}: ${spans.length} spans in ${processes.join(', ')}, ${ms(end - origin)} ms`];
  const walk = (span, prefix, last, depth) => {
    const branch = depth === 0 ? '' : last ? '└─ ' : '├─ ';
    const head = `${prefix}${branch}[${span.service}] ${span.name} (${SPAN_KINDS[span.kind] ?? span.kind})`;
    const timing = `+${ms(span.start - origin)} ms, ${ms(span.end - span.start)} ms`;
    const detail = describe(span);
    lines.push(`${head}  ${timing}${detail ? `  ${detail}` : ''}`);
    const kids = (children.get(span.spanId) ?? []).sort(byStart);
    const childPrefix = depth === 0 ? prefix : `${prefix}${last ? '   ' : '│  '}`;
    kids.forEach((child, index) => walk(child, childPrefix, index === kids.length - 1, depth + 1));
  };
  roots.forEach((root, index) => walk(root, '', index === roots.length - 1, 0));
  return lines.join('\n');
}

// --- the receiver ---

/**
 * Starts the receiver; `onTrace(spans)` is called once per trace, after `settleMs` without a new
 * span of it. Resolves with the server (close it to stop).
 */
export async function startCollector({ host = '127.0.0.1', port = 4318, settleMs = 1500, onSpans = () => {}, onTrace = () => {} } = {}) {
  const traces = new Map();
  const settle = (traceId) => {
    const entry = traces.get(traceId);
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      traces.delete(traceId);
      onTrace(entry.spans);
    }, settleMs);
  };
  let warnedProtobuf = false;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const json = (req.headers['content-type'] ?? '').includes('json');
      const answer = (status, body = {}) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST') return answer(405);
      if (req.url !== '/v1/traces') return answer(200);
      if (!json) {
        if (!warnedProtobuf) process.stderr.write('collect: got OTLP protobuf; start the services with OTEL_EXPORTER_OTLP_PROTOCOL=http/json\n');
        warnedProtobuf = true;
        return answer(415, { message: 'only OTLP JSON: set OTEL_EXPORTER_OTLP_PROTOCOL=http/json' });
      }
      try {
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        const spans = decodeJson(JSON.parse(body.toString('utf8')));
        onSpans(spans);
        for (const span of spans) {
          if (!traces.has(span.traceId)) traces.set(span.traceId, { spans: [], timer: null });
          traces.get(span.traceId).spans.push(span);
        }
        for (const traceId of new Set(spans.map((span) => span.traceId))) settle(traceId);
        answer(200);
      } catch (error) {
        process.stderr.write(`collect: could not decode a batch: ${error.message}\n`);
        answer(400);
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const host = option(args, 'host', '127.0.0.1');
  const port = Number(option(args, 'port', '4318'));
  const out = option(args, 'out', null);
  const minServices = Number(option(args, 'min-services', '1'));
  const toJson = (span) => JSON.stringify({ ...span, start: String(span.start), end: String(span.end) });
  await startCollector({
    host,
    port,
    settleMs: Number(option(args, 'settle', '1500')),
    onSpans: (spans) => {
      if (out) appendFileSync(out, spans.map((span) => `${toJson(span)}\n`).join(''));
    },
    onTrace: (spans) => {
      if (new Set(spans.map((span) => span.service.split('/')[0])).size < minServices) return;
      process.stdout.write(`${formatTrace(spans)}\n\n`);
    },
  });
  process.stdout.write(`collecting OTLP traces on http://${host}:${port} (set OTEL_EXPORTER_OTLP_ENDPOINT=http://${host}:${port}); Ctrl-C stops\n`);
}
