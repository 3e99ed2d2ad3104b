// An import resolver (eslint-module-utils interface 2) for the web app's `@/` alias, so that
// eslint-plugin-boundaries knows which folder an import lands in (eslint.config.js). Resolves
// `@/...` and relative paths to files under src/; anything else is left to the node resolver.
const { statSync } = require('node:fs');
const path = require('node:path');

const srcDir = path.join(__dirname, 'src');
const suffixes = ['', '.ts', '.tsx', '.d.ts', '.json', '/index.ts', '/index.tsx'];

function existingFile(base) {
  for (const suffix of suffixes) {
    const candidate = base + suffix;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  return null;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    let base = null;
    if (source.startsWith('@/')) base = path.join(srcDir, source.slice(2));
    else if (source.startsWith('./') || source.startsWith('../')) base = path.resolve(path.dirname(file), source);
    const found = base === null ? null : existingFile(base);
    return found === null ? { found: false } : { found: true, path: found };
  },
};
