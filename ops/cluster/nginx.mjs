// Renders the cluster's two nginx configurations from deploy/ and checks them with `nginx -t`.
//
// .cluster/nginx/ is laid out like /etc/nginx in the web image (deploy/web.Dockerfile), so the
// shared server deploy/nginx.conf finds its includes at the same relative paths:
//   nginx.conf                      deploy/cluster/nginx.conf, filled in (it includes deploy/nginx.conf itself)
//   snippets/environment.conf       deploy/cluster/environment.conf, filled in
//   snippets/security-headers.conf  a link to deploy/security-headers.conf
// .cluster/api-balancer/nginx.conf is deploy/cluster/api-balancer.conf, filled in.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Replaces every {{NAME}}; a name without a value is an error, not an empty string. */
export function render(template, values, source) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`${source}: no value for {{${name}}}`);
    return String(values[name]);
  });
}

const MIME_TYPES = [
  '/etc/nginx/mime.types',
  '/usr/local/etc/nginx/mime.types',
  '/usr/local/nginx/conf/mime.types',
  '/opt/homebrew/etc/nginx/mime.types',
];

/** The nginx installation's mime.types. */
export function mimeTypesFile() {
  const found = MIME_TYPES.find((path) => existsSync(path));
  if (!found) throw new Error(`no nginx mime.types found (looked in ${MIME_TYPES.join(', ')})`);
  return found;
}

/**
 * Writes both configurations for these ports under the cluster directory; returns, for the public
 * nginx and the API balancer, the directory and main file of each.
 */
export function writeNginxConfigs(config) {
  const mimeTypes = mimeTypesFile();
  const server = (port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`;
  const values = (dir) => ({
    NGINX_DIR: dir,
    LOG_DIR: config.logDir,
    MIME_TYPES: mimeTypes,
    REPO: config.repo,
    API_BALANCER_PORT: config.apiBalancerPort,
    BFF_SERVERS: config.bffPorts.map(server).join('\n'),
    API_SERVERS: config.apiPorts.map(server).join('\n'),
    WEB_HOST: config.webHost,
    WEB_PORT: config.webPort,
    WEB_ROOT: config.webRoot,
  });
  const deploy = join(config.repo, 'deploy');
  const write = (name, template, target) => {
    const dir = join(config.dir, name);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'tmp', temp), { recursive: true });
    const file = join(dir, target);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, render(readFileSync(join(deploy, template), 'utf8'), values(dir), `deploy/${template}`));
    return { dir, main: join(dir, 'nginx.conf') };
  };
  const publicNginx = write('nginx', 'cluster/nginx.conf', 'nginx.conf');
  write('nginx', 'cluster/environment.conf', 'snippets/environment.conf');
  const headers = join(publicNginx.dir, 'snippets', 'security-headers.conf');
  rmSync(headers, { force: true });
  symlinkSync(join(deploy, 'security-headers.conf'), headers);
  const balancer = write('api-balancer', 'cluster/api-balancer.conf', 'nginx.conf');
  return { public: publicNginx, balancer };
}

/**
 * /etc/nginx as the web image (deploy/web.Dockerfile) lays it out, under `dir`: deploy/nginx.conf
 * as conf.d/default.conf, `environment` (the text of an environment.conf: port, root, $bff) and the
 * security headers in snippets/, and a main file like the nginx image's own, in the foreground.
 * `deployDir` is the deploy/ folder to take the files from (another revision's, for a benchmark).
 */
export function writeComposeLayout({ dir, deployDir, environment }) {
  for (const sub of ['conf.d', 'snippets', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  copyFileSync(join(deployDir, 'nginx.conf'), join(dir, 'conf.d', 'default.conf'));
  copyFileSync(join(deployDir, 'security-headers.conf'), join(dir, 'snippets', 'security-headers.conf'));
  writeFileSync(join(dir, 'snippets', 'environment.conf'), environment);
  copyFileSync(mimeTypesFile(), join(dir, 'mime.types'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/tmp/${name};`);
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr notice;',
      'events { worker_connections 1024; }',
      'http {',
      '  include mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      ...temp,
      '  access_log off;',
      '  include conf.d/*.conf;',
      '}',
      '',
    ].join('\n'),
  );
  return { dir, main };
}

/** The command line that runs nginx in the foreground on this configuration. */
export function nginxArgs(mainConfig, nginxDir) {
  // -e: nginx's messages before it has read the configuration go to stderr too (Debian's default
  // would be a file under /var/log); -p: relative paths resolve under the cluster's directory.
  return ['-e', 'stderr', '-p', `${nginxDir}/`, '-c', mainConfig];
}

/** `nginx -t` on the configuration; throws with nginx's own words when it is refused. */
export function testNginxConfig(nginx, mainConfig, nginxDir) {
  const result = spawnSync(nginx, ['-t', ...nginxArgs(mainConfig, nginxDir)], { encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) throw new Error(`nginx -t refused ${mainConfig}:\n${output || result.error?.message}`);
  return output;
}
