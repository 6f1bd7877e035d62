import ipaddr from 'ipaddr.js';

/**
 * The bucket a client's requests are counted in: its IPv4 address, or the /64 network of an
 * IPv6 address. One IPv6 subscriber is usually given a whole /64, so counting single
 * addresses would let them rotate through 2^64 of them and escape every limit.
 */
export function clientBucket(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip); // IPv4-mapped IPv6 (::ffff:1.2.3.4) reads as IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${groups.map((g) => g.toString(16)).join(':')}::/64`;
}
