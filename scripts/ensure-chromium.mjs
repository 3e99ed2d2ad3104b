// The browser tests drive Debian's Chromium (Playwright cannot download browsers here). Install
// it when it is missing and we may (root with apt-get); otherwise say exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium not found at ${path}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.warn('Installing Debian chromium for the browser tests...');
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
}
