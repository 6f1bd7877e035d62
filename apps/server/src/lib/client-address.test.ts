import { describe, expect, it } from 'vitest';
import { clientBucket } from './client-address';

describe('client buckets for rate limits', () => {
  it('keeps an IPv4 address as it is, also when written IPv4-mapped', () => {
    expect(clientBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 in the same bucket', () => {
    const a = clientBucket('2001:db8:abcd:12::1');
    expect(clientBucket('2001:0db8:abcd:0012:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientBucket('2001:db8:abcd:12:1234::')).toBe(a);
    expect(clientBucket('2001:db8:abcd:13::1')).not.toBe(a);
  });
});
