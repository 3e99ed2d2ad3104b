import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's response headers have one source, web/security-headers.json: `vite preview` sends
 * it as is (vite.config.ts) and nginx sends deploy/security-headers.conf, which must say the same,
 * in every location that serves the app.
 */
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

const headers = JSON.parse(read('../../security-headers.json')) as Record<string, string>;
const snippet = read('../../../deploy/security-headers.conf');
const nginxConf = read('../../../deploy/nginx.conf');
const dockerfile = read('../../../deploy/web.Dockerfile');
const indexHtml = read('../../index.html');

const SNIPPET_INCLUDE = 'include snippets/security-headers.conf;';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** `add_header Name "value" always;` lines of the snippet; anything else (but comments) is an error. */
function snippetHeaders(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const line of snippet.split('\n').map((text) => text.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;$/.exec(line);
    expect(match, `unexpected line in security-headers.conf: ${line}`).not.toBeNull();
    if (match) found[match[1]!] = match[2]!;
  }
  return found;
}

/** Each `location ... { ... }` block of the server, with its body. */
function locations(conf: string): { match: string; body: string }[] {
  const blocks: { match: string; body: string }[] = [];
  const start = /location\s+([^{]+)\{/g;
  for (let found = start.exec(conf); found; found = start.exec(conf)) {
    let depth = 1;
    let index = start.lastIndex;
    while (depth > 0 && index < conf.length) {
      if (conf[index] === '{') depth++;
      if (conf[index] === '}') depth--;
      index++;
    }
    blocks.push({ match: found[1]!.trim(), body: conf.slice(start.lastIndex, index - 1) });
  }
  return blocks;
}

describe('security headers', () => {
  it('forbid inline script, framing and sniffing, and limit the referrer and device features', () => {
    const csp = directives(headers['Content-Security-Policy'] ?? '');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
    }
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBeTruthy();
    const permissions = (headers['Permissions-Policy'] ?? '').split(',').map((entry) => entry.trim());
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(permissions).toContain(`${feature}=()`);
  });

  it('are the same in the nginx snippet as in security-headers.json', () => {
    expect(snippetHeaders()).toEqual(headers);
  });

  it('are sent by every nginx location that serves the app, and the image ships the snippet', () => {
    const served = locations(nginxConf).filter(({ body }) => !/\bproxy_pass\b|\breturn\b/.test(body));
    expect(served.map(({ match }) => match).sort()).toEqual(['/', '/assets/', '= /manifest.webmanifest']);
    for (const { match, body } of served) expect(body, `location ${match}`).toContain(SNIPPET_INCLUDE);
    expect(dockerfile).toMatch(/^COPY deploy\/security-headers\.conf \/etc\/nginx\/snippets\/security-headers\.conf$/m);
  });

  it('leave index.html nothing inline to allow', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(indexHtml).not.toMatch(/<style\b/i);
    expect(indexHtml).not.toMatch(/\sstyle=/i);
    expect(indexHtml).not.toMatch(/\son[a-z]+=/i);
  });
});
