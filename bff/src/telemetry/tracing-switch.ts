/**
 * Whether this process traces, decided once at start-up from the environment. This module loads
 * nothing of OpenTelemetry: the SDK (tracing.ts) is imported only when a collector is configured,
 * so tracing costs nothing at all when OTEL_EXPORTER_OTLP_ENDPOINT is unset.
 */
let stop: (() => Promise<void>) | null = null;

/** OTEL_EXPORTER_OTLP_ENDPOINT set, and not switched off by OpenTelemetry's own OTEL_SDK_DISABLED. */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';
}

/** Starts the SDK when configured; call before anything it instruments is imported (server.ts). */
export async function startTracingIfConfigured(serviceName: string): Promise<void> {
  if (!tracingConfigured() || stop) return;
  const { startTracing } = await import('./tracing.js');
  stop = await startTracing(serviceName);
}

/** Exports the spans still buffered and stops the SDK; nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  const current = stop;
  stop = null;
  await current?.().catch(() => undefined);
}
