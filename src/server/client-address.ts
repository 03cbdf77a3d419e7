/**
 * Client addresses: CIDR lists (key allowlists, trusted proxies) and the address a request
 * comes from. X-Forwarded-For is believed only when the socket peer is a trusted proxy, and
 * then only up to the first hop that is not itself a trusted proxy.
 */
import { BlockList, isIP } from 'node:net';

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:10.0.0.1` → `10.0.0.1`). */
function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** Parses `10.0.0.0/8`, `2001:db8::/32` or a single address; null when invalid. */
function parseCidr(text: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [addr = '', bits, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const address = normaliseAddress(addr);
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  if (!/^\d+$/.test(bits ?? String(max)) || prefix > max) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export interface AddressList {
  has(address: string): boolean;
}

/** A set of CIDR blocks. Throws a RangeError naming the first invalid entry. */
export function createAddressList(cidrs: readonly string[]): AddressList {
  const list = new BlockList();
  for (const text of cidrs) {
    const cidr = parseCidr(text);
    if (!cidr) throw new RangeError(`not an IP address or CIDR block: ${JSON.stringify(text)}`);
    list.addSubnet(cidr.address, cidr.prefix, cidr.family);
  }
  return {
    has(address) {
      const a = normaliseAddress(address);
      const version = isIP(a);
      if (version === 0) return false;
      return list.check(a, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address: the socket peer, unless that peer is a trusted proxy, in which case the
 * right-most X-Forwarded-For entry that is not a trusted proxy. Undefined when unknown.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | null, trusted: AddressList): string | undefined {
  if (peer === undefined) return undefined;
  let current = normaliseAddress(peer);
  if (!forwardedFor || !trusted.has(current)) return current;
  const hops = forwardedFor.split(',').map(normaliseAddress).filter((h) => h !== '');
  while (trusted.has(current) && hops.length > 0) {
    const next = hops.pop() ?? '';
    if (isIP(next) === 0) return current;
    current = next;
  }
  return current;
}
