// `node ops/cluster/check-nginx.mjs` (run by .ci/run): `nginx -t` on every nginx configuration in
// deploy/, laid out as each environment lays it out:
//   docker-compose  /etc/nginx of the web image (deploy/web.Dockerfile): conf.d/default.conf is
//                   deploy/nginx.conf, snippets/ holds compose/environment.conf and the headers
//   one machine     what `pnpm start:cluster` renders: the public nginx and the API balancer
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, clusterConfig } from './config.mjs';
import { testNginxConfig, writeComposeLayout, writeNginxConfigs } from './nginx.mjs';

const say = (line) => process.stdout.write(`${line}\n`);
const work = mkdtempSync(join(tmpdir(), 'nginx-check-'));
let failed = false;

function check(name, nginx, main, dir) {
  try {
    testNginxConfig(nginx, main, dir);
    say(`nginx -t: ${name}: ok`);
  } catch (error) {
    failed = true;
    say(`nginx -t: ${name}: FAILED\n${error.message}`);
  }
}

try {
  const cluster = clusterConfig({ ...process.env, CLUSTER_DIR: join(work, 'cluster') });
  if (!cluster.nginx) throw new Error('nginx not found (Debian: apt-get install nginx)');

  // docker-compose: the image's layout, with a main file like the nginx image's own.
  const compose = writeComposeLayout({
    dir: join(work, 'compose'),
    deployDir: join(REPO, 'deploy'),
    environment: readFileSync(join(REPO, 'deploy', 'compose', 'environment.conf'), 'utf8'),
  });
  check('docker-compose (deploy/nginx.conf + deploy/compose/environment.conf)', cluster.nginx, compose.main, compose.dir);

  // The cluster, rendered as start:cluster renders it.
  mkdirSync(cluster.logDir, { recursive: true });
  const configs = writeNginxConfigs(cluster);
  check('cluster public nginx (deploy/cluster/nginx.conf + deploy/nginx.conf)', cluster.nginx, configs.public.main, configs.public.dir);
  check('cluster API balancer (deploy/cluster/api-balancer.conf)', cluster.nginx, configs.balancer.main, configs.balancer.dir);
} catch (error) {
  failed = true;
  say(`nginx check: ${error.message}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
