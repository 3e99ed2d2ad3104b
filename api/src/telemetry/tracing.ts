import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { SpanKind } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { ParentBasedSampler, SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { createAddHookMessageChannel } from 'import-in-the-middle';

/** Paths whose requests make no trace: probes and scrapes, several a minute per replica. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A trace begins only at a request this service received (a SERVER span) and otherwise follows its
 * parent (the caller's `traceparent` decision), so start-up work and background commands make no
 * orphan traces. OTEL_TRACES_SAMPLER, when set, replaces it (e.g. parentbased_traceidratio).
 */
const requestRootsOnly = new ParentBasedSampler({
  root: {
    shouldSample: (_context, _traceId, _name, kind) => ({
      decision: kind === SpanKind.SERVER ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
    }),
    toString: () => 'RequestRootsOnly',
  },
});

/**
 * OpenTelemetry for the API (OPERATIONS.md, "Traces"): the incoming HTTP request (its W3C
 * `traceparent`, sent by the BFF, makes it a child of the BFF's REST call), Fastify's route and
 * handler, and every PostgreSQL query. Spans go to OTEL_EXPORTER_OTLP_ENDPOINT over OTLP/HTTP
 * (protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL says http/json); the standard OTEL_* variables
 * (sampler, headers, resource attributes) apply. Metrics stay with Prometheus and logs with pino,
 * so the SDK exports neither.
 *
 * Loaded only by tracing-switch.ts, before the app's modules: the ESM loader hook is registered
 * for the instrumented packages alone (import-in-the-middle's message channel), so every other
 * import loads untouched. PGlite is not pg and makes no query spans.
 */
export async function startTracing(serviceName: string): Promise<() => Promise<void>> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName,
    sampler: process.env.OTEL_TRACES_SAMPLER ? undefined : requestRootsOnly,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has(request.url?.split('?')[0] ?? ''),
        // The request id of the logs (nginx makes it, the BFF passes it on): from a log line to its trace.
        headersToSpanAttributes: { server: { requestHeaders: ['x-request-id'] } },
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED_PATHS.has(url),
        // The route and its handler; a span per lifecycle hook (auth, request id, metrics) would be noise.
        instrumentHooks: false,
        // Named by route template: Fastify would call them "request" and "handler - <plugin source>".
        requestHook: (span, request) => span.updateName(`fastify ${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
        lifecycleHook: (span, { hookName, request }) => {
          if (hookName === 'handler') span.updateName(`handler ${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
        },
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
