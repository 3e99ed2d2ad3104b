import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('API_URL', () => {
  it('is the API on this machine at its default port when nothing is set', () => {
    expect(loadConfig({}).API_URL).toBe('http://127.0.0.1:3001');
  });

  it('follows API_PORT when only the port is changed, so one variable moves the API for both servers', () => {
    expect(loadConfig({ API_PORT: '3100' }).API_URL).toBe('http://127.0.0.1:3100');
  });

  it('is taken as given when set, whatever API_PORT says (the API on another host)', () => {
    expect(loadConfig({ API_PORT: '3100', API_URL: 'http://api:3001' }).API_URL).toBe('http://api:3001');
  });

  it('refuses an API_PORT that is not a port', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });
});

describe('REQUEST_TIMEOUT_MS', () => {
  it('is 30 s unless told otherwise', () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it.each(['0', '999', 'soon'])('refuses %s (under a second, or not a number)', (value) => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
