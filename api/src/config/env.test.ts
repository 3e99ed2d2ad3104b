import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('the API configuration', () => {
  it.each(['Asia/Shanghai', 'UTC', 'America/New_York', 'Etc/GMT-8'])('takes the time zone %s', (zone) => {
    expect(loadConfig({ APP_TIMEZONE: zone }).APP_TIMEZONE).toBe(zone);
  });

  it.each(['Asia/Shangai', 'UTC+8', 'Beijing'])('refuses to start with the time zone %s', (zone) => {
    expect(() => loadConfig({ APP_TIMEZONE: zone })).toThrow(/APP_TIMEZONE: an IANA time zone name/);
  });

  it.each(['0', '999', 'soon', '-30000'])('refuses to start with REQUEST_TIMEOUT_MS=%s (under a second, or not a number)', (value) => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('gives a client 30 s to send a request unless told otherwise', () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).REQUEST_TIMEOUT_MS).toBe(5000);
  });

  it('counts days in Asia/Shanghai unless told otherwise', () => {
    expect(loadConfig({}).APP_TIMEZONE).toBe('Asia/Shanghai');
  });
});

describe('.env.example', () => {
  it('changes no API setting when copied to .env: the values it gives are the defaults', () => {
    const example = Object.fromEntries(
      readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8')
        .split('\n')
        .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
        .filter((match) => match !== null)
        .map((match) => [match[1]!, match[2]!]),
    );
    expect(Object.keys(example)).toContain('MIN_READ_SECONDS_FOR_REWARD');
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });
});
