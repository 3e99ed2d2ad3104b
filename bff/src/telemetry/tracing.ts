import { register } from 'node:module';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { SpanKind } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { ParentBasedSampler, SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { createAddHookMessageChannel } from 'import-in-the-middle';

/** Paths whose requests make no trace: probes and scrapes, several a minute per replica. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A Redis command as a span shows it: the command and its first key with every long hex run (the
 * session keys' token hashes, response-cache digests) masked, never the values written.
 */
function redisStatement(command: string, args: ReadonlyArray<unknown>): string {
  if (args.length === 0) return command;
  const key = String(args[0]).replace(/[0-9a-f]{16,}/gi, '<hash>');
  return args.length > 1 ? `${command} ${key} (+${args.length - 1} arguments)` : `${command} ${key}`;
}

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
 * OpenTelemetry for the BFF (OPERATIONS.md, "Traces"): the incoming HTTP request, Express'
 * routing, the GraphQL operation (parse, validate, execute; no span per field), every REST call
 * to the API (undici, which also sends the W3C `traceparent` header the API continues the trace
 * from) and every Redis command. Spans go to OTEL_EXPORTER_OTLP_ENDPOINT over OTLP/HTTP (protobuf
 * unless OTEL_EXPORTER_OTLP_PROTOCOL says http/json); the standard OTEL_* variables (sampler,
 * headers, resource attributes) apply. Metrics stay with Prometheus and logs with pino, so the
 * SDK exports neither.
 *
 * Loaded only by tracing-switch.ts, before the app's modules: the ESM loader hook is registered
 * for the instrumented packages alone (import-in-the-middle's message channel), so every other
 * import loads untouched.
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
      // Only the route handlers: a span per middleware (helmet, pino, the metrics counter) would be noise.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new GraphQLInstrumentation({ ignoreResolveSpans: true, mergeItems: true }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: redisStatement }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}
