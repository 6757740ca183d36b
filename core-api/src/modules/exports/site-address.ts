import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '@inkwell/service-kit';

// Addresses no client's public WordPress site lives at: core-api's own network, which a site URL must not reach.
const PRIVATE = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::', 128]] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

/**
 * In production a site URL must resolve to public addresses only, so a client cannot make core-api call its own
 * network (SSRF). Development and tests talk to the local fake WordPress and skip this.
 */
export async function assertPublicSite(siteUrl: string, production: boolean): Promise<void> {
  if (!production) return;
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => []);
  const refused = addresses.length === 0 || addresses.some((a) => PRIVATE.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'));
  if (refused) throw AppError.unprocessable('The WordPress site must be on a public address', { siteUrl: ['The WordPress site must be on a public address'] });
}
