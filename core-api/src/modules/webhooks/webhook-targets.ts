import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may never reach in production (SSRF): this host, the private networks behind it, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and the unspecified addresses (decision 069).
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** true for an address a production webhook may not be delivered to; IPv4-mapped IPv6 is judged as IPv4. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return FORBIDDEN.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class ForbiddenTargetError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a loopback, private or link-local address webhooks may not reach`);
    this.name = 'ForbiddenTargetError';
  }
}

/**
 * A DNS lookup for the HTTP request itself that refuses forbidden answers, so a name that resolved to a public
 * address when the endpoint was saved cannot be pointed at an internal one later (DNS rebinding): the address
 * checked is the address connected to.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const refused = allowPrivate ? undefined : list.find((a) => isForbiddenAddress(a.address));
      if (refused) return callback(Object.assign(new ForbiddenTargetError(hostname, refused.address), { code: 'EFORBIDDENTARGET' }), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** Resolves an endpoint's host when it is saved: null when it may be delivered to, else why not. */
export async function refusedTarget(url: URL, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isForbiddenAddress(host) ? `${host} is a loopback, private or link-local address` : null;
  try {
    const addresses = await new Promise<{ address: string }[]>((resolve, reject) => lookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))));
    const refused = addresses.find((a) => isForbiddenAddress(a.address));
    return refused ? `${host} resolves to ${refused.address}, a loopback, private or link-local address` : null;
  } catch {
    return `${host} cannot be resolved`;
  }
}
