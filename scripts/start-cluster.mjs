// `pnpm start:cluster`: builds, then runs the app as a cluster on this machine without Docker:
// Redis, the API x2 behind an nginx balancer, the BFF x3 and nginx in front (OPERATIONS.md).
// `--no-build` skips the build (dist/ must be there). Ctrl-C stops it all.
import { runCluster } from '../ops/cluster/cluster.mjs';

if (process.argv.includes('--help')) {
  console.log('usage: pnpm start:cluster [--no-build]   (settings: OPERATIONS.md, "The cluster on one machine")');
  process.exit(0);
}

try {
  await runCluster({ build: !process.argv.includes('--no-build') });
} catch (error) {
  console.error(`start:cluster: ${error.message}`);
  process.exit(1);
}
