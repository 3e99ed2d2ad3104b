#!/usr/bin/env node
// Node 24 for the suites' second pass in .ci/run and for `pnpm test:mutation`: this process when it
// already is one, else the official build from the npm registry's `node` package, installed into
// .ci/.node24 on first use; the system's Node is left alone. Run as a script, it prints the path.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { arch } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function node24() {
  if (process.versions.node.startsWith('24.')) return process.execPath;
  const dir = join(root, '.ci', '.node24');
  const platformArch = `${process.platform}-${arch()}`;
  const candidates = [join(dir, 'node_modules', 'node', 'bin', 'node'), join(dir, 'node_modules', `node-${platformArch}`, 'bin', 'node')];
  const found = () =>
    candidates.find((candidate) => {
      if (!existsSync(candidate)) return false;
      try {
        return execFileSync(candidate, ['--version'], { encoding: 'utf8' }).startsWith('v24.');
      } catch {
        return false;
      }
    });
  if (found()) return found();
  process.stderr.write(`Installing Node 24 into ${dir} (npm's "node" package; the system's Node is untouched)\n`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.gitignore'), '*\n');
  // npm's own output goes to stderr: when run as a script, stdout carries only the path.
  const install = (pkg) =>
    spawnSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', pkg], { stdio: ['ignore', 2, 2] });
  install('node@24');
  // The `node` package's preinstall script fetches the platform's package; should npm skip it, fetch that directly.
  if (!found()) install(`node-${platformArch}@24`);
  const node = found();
  if (!node) throw new Error(`Could not install Node 24 into ${dir}`);
  return node;
}

// Compared as real paths: import.meta.url has symlinks resolved, argv[1] does not.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) process.stdout.write(`${node24()}\n`);
