import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';

describe('the API configuration', () => {
  it.each(['Asia/Shanghai', 'UTC', 'America/New_York', 'Etc/GMT-8'])('takes the time zone %s', (zone) => {
    expect(loadConfig({ APP_TIMEZONE: zone }).APP_TIMEZONE).toBe(zone);
  });

  it.each(['Asia/Shangai', 'UTC+8', 'Beijing'])('refuses to start with the time zone %s', (zone) => {
    expect(() => loadConfig({ APP_TIMEZONE: zone })).toThrow(/APP_TIMEZONE: an IANA time zone name/);
  });

  it('counts days in Asia/Shanghai unless told otherwise', () => {
    expect(loadConfig({}).APP_TIMEZONE).toBe('Asia/Shanghai');
  });
});
