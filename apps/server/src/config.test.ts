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
