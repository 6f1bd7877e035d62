import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
  });

  it('takes a hop count or the proxies’ addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.1.0/24,::1')).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      '::1',
    ]);
  });

  it('refuses to trust everyone, or a value that is not an address', () => {
    for (const value of ['true', 'all', '0', '99', 'nginx.local', 'cafe', '10.0.0.0/99']) {
      expect(() => parseTrustProxy(value), value).toThrow(ConfigError);
    }
  });
});

describe('the clock of the trust rules', () => {
  it('a test may move it with CLOCK_OFFSET_FILE; production keeps real time', () => {
    expect(loadConfig({ CLOCK_OFFSET_FILE: '/tmp/offset' }).clockOffsetFile).toBe('/tmp/offset');
    expect(loadConfig({}).clockOffsetFile).toBeUndefined();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        CLOCK_OFFSET_FILE: '/tmp/offset',
      }),
    ).toThrow(/CLOCK_OFFSET_FILE is for tests/);
  });

  it('daily jobs look every minute unless told otherwise, never more often than 100 ms', () => {
    expect(loadConfig({}).dailyJobsTickMs).toBe(60_000);
    expect(loadConfig({ DAILY_JOBS_TICK_MS: '250' }).dailyJobsTickMs).toBe(250);
    expect(() => loadConfig({ DAILY_JOBS_TICK_MS: '5' })).toThrow(ConfigError);
  });
});
