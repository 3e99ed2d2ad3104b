/**
 * The BFF's entry point (`node dist/server.js`, everywhere: `pnpm start`, the cluster, the Docker
 * image). OpenTelemetry must hook express, graphql, ioredis and node:http before they load, so this
 * file imports nothing of the app: it reads the repository's .env, starts tracing when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (and loads none of the SDK otherwise), then imports the
 * process itself (main.ts).
 */
import { loadEnvFile } from './config/env.js';
import { startTracingIfConfigured } from './telemetry/tracing-switch.js';

loadEnvFile();
await startTracingIfConfigured('novel-bff');
await import('./main.js');
