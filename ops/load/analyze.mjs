// Turns the load test's request records, fault times and nginx's access logs into the results:
// per phase (steady, each fault window) the requests, failures and latency percentiles, and each
// failure classified as in flight on the killed process, or not.
import { existsSync, readFileSync } from 'node:fs';

/** How long after a SIGKILL a request may still reach the dying process. */
const DYING_MS = 1000;

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** request_id -> the access-log lines with that id (the API balancer has one per REST call). */
function readAccessLog(path) {
  const byId = new Map();
  if (!existsSync(path)) return byId;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line);
      if (!entry.request_id) continue;
      if (!byId.has(entry.request_id)) byId.set(entry.request_id, []);
      byId.get(entry.request_id).push(entry);
    } catch {
      // A line cut short by the shutdown.
    }
  }
  return byId;
}

/**
 * What the logs say about a failed request: which replicas nginx tried for it, and which API replica
 * failed a REST call it caused.
 */
function evidence(record, logs) {
  if (!record.requestId) return { bff: [], api: [] };
  const outer = logs.nginx.get(record.requestId) ?? [];
  const inner = logs.balancer.get(record.requestId) ?? [];
  const failedUpstreams = (entries) =>
    // 499: the client (a BFF that died) went away first; that replica did not fail the request.
    entries
      .filter((entry) => entry.status !== 499)
      .flatMap((entry) => {
        // nginx separates the replicas tried with ", " (and internal redirects with " : ").
        const addresses = entry.upstream.split(/\s*,\s*|\s+:\s+/).filter(Boolean);
        const statuses = entry.upstream_status.split(/\s*,\s*|\s+:\s+/);
        return addresses.map((address, i) => ({ address, status: statuses[i] })).filter(({ status }) => !/^2|^3|^4/.test(status ?? ''));
      });
  return { bff: failedUpstreams(outer), api: failedUpstreams(inner) };
}

/**
 * @param {{ records: object[], faults: object[], durationMs: number, rampMs: number, logs: { nginx: string, balancer: string } }} input
 */
export function analyze({ records, faults, durationMs, rampMs, logs }) {
  const accessLogs = { nginx: readAccessLog(logs.nginx), balancer: readAccessLog(logs.balancer) };
  const windows = faults.map((fault) => ({
    ...fault,
    from: fault.at,
    to: Math.max(fault.at + 5000, (fault.backAt ?? fault.at) + 2000),
  }));
  const phaseOf = (record) => {
    const window = windows.find((w) => record.start >= w.from && record.start < w.to);
    if (window) return window.name;
    if (record.start < rampMs) return 'ramp-up';
    if (record.start >= durationMs) return 'wind-down';
    return 'steady';
  };

  const failures = [];
  for (const record of records) {
    record.phase = phaseOf(record);
    if (record.ok) continue;
    const proof = evidence(record, accessLogs);
    const blamed = [...proof.bff, ...proof.api].map(({ address }) => address);
    // In flight on a killed process: under way when it was killed, or sent to it while it was
    // dying (its sockets close a few milliseconds after the SIGKILL; nginx had already passed the
    // request on, so it could not be retried). Where the access logs have the request, the replica
    // that failed it must be the killed one; without them only "under way at the kill" counts.
    const window = windows.find((w) => {
      // Only a process that handles readers' requests can have them in flight (Redis is a cache the
      // BFF falls back from: a request must not fail because of it).
      if (!/^(bff|api)-/.test(w.target)) return false;
      if (record.end < w.at || record.start > w.at + DYING_MS) return false;
      if (blamed.length === 0) return record.start <= w.at;
      return w.port ? blamed.some((address) => address.endsWith(`:${w.port}`)) : true;
    });
    const cause = window ? `in flight on ${window.target}` : 'other';
    failures.push({ ...record, cause, proof });
    record.cause = cause;
  }

  const summarize = (name, list) => {
    const answered = list
      .filter((record) => record.status !== 0)
      .map((record) => record.ms)
      .sort((a, b) => a - b);
    const failed = list.filter((record) => !record.ok);
    const inFlight = failed.filter((record) => record.cause?.startsWith('in flight'));
    const span = list.length ? (Math.max(...list.map((r) => r.start)) - Math.min(...list.map((r) => r.start))) / 1000 : 0;
    return {
      name,
      requests: list.length,
      perSecond: span > 0 ? list.length / span : null,
      failed: failed.length,
      inFlight: inFlight.length,
      other: failed.length - inFlight.length,
      p50: percentile(answered, 50),
      p95: percentile(answered, 95),
      p99: percentile(answered, 99),
      max: answered.at(-1) ?? null,
    };
  };

  const phases = [
    summarize(
      'steady',
      records.filter((r) => r.phase === 'steady'),
    ),
  ];
  for (const window of windows) {
    const row = summarize(
      window.name,
      records.filter((r) => r.phase === window.name),
    );
    row.window = { from: window.from, to: window.to, backAfter: window.backAt !== undefined ? window.backAt - window.at : null };
    phases.push(row);
  }
  phases.push(summarize('all requests', records));

  const byOperation = {};
  for (const record of records) {
    const entry = (byOperation[record.operation] ??= { requests: 0, failed: 0, latencies: [] });
    entry.requests++;
    if (!record.ok) entry.failed++;
    if (record.status !== 0) entry.latencies.push(record.ms);
  }
  for (const entry of Object.values(byOperation)) {
    entry.latencies.sort((a, b) => a - b);
    entry.p50 = percentile(entry.latencies, 50);
    entry.p99 = percentile(entry.latencies, 99);
    delete entry.latencies;
  }

  return { phases, failures, byOperation, windows };
}
