import { BlockList, isIP } from 'node:net';

/**
 * Where the server may send a request a setting points it to (the WhatsApp gateway): only a public address of the
 * internet, unless the installation's allow-list names the host (an on-premise gateway). Loopback, private, CGNAT,
 * link-local (the cloud metadata address 169.254.169.254 among them), multicast, reserved and documentation ranges
 * are refused, in IPv4 and IPv6, including IPv4 written inside IPv6 (mapped, NAT64, 6to4). Every way of writing an
 * IPv4 address (2130706433, 0x7f.1, 0177.0.0.1, 127.1) is one address once the URL parser has read it.
 */
const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the server itself
  ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['198.51.100.0', 24], ['203.0.113.0', 24], // protocol assignments, documentation
  ['192.88.99.0', 24], ['198.18.0.0', 15], // 6to4 relay, benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], ['fec0::', 10], // link-local, site-local
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [network, prefix] of V4_BLOCKED) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6_BLOCKED) blocked.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address as its eight 16-bit groups (a dotted IPv4 tail read as two groups); null when it is not one. */
function groupsOf(ip: string): number[] | null {
  let text = ip;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const octets = tail[1].split('.').map(Number);
    text = `${text.slice(0, tail.index)}${((octets[0] << 8) | octets[1]).toString(16)}:${((octets[2] << 8) | octets[3]).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = part(rest);
  const groups = text.includes('::') ? [...front, ...Array(8 - front.length - back.length).fill(0), ...back] : front;
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** True only for an address of the public internet. Brackets and a zone (`%eth0`) are ignored; a name is not an address. */
export function isPublicAddress(address: string): boolean {
  const ip = address.trim().replace(/^\[|\]$/g, '').split('%')[0];
  const family = isIP(ip);
  if (family === 4) return !blocked.check(ip, 'ipv4');
  if (family !== 6) return false;
  const groups = groupsOf(ip);
  if (!groups) return false;
  // IPv4 inside IPv6: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::): the IPv4 decides.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return isPublicAddress(v4Of(groups[6], groups[7]));
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return isPublicAddress(v4Of(groups[6], groups[7]));
  if (groups[0] === 0x2002) return isPublicAddress(v4Of(groups[1], groups[2]));
  return !blocked.check(ip, 'ipv6');
}

/** A URL's host as it is compared: lower case, without IPv6 brackets or a final dot. */
export const normalHost = (host: string) => host.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');

/** The hosts an allow-list setting names (separated by commas, spaces or new lines), as normalHost writes them. */
export function allowedHosts(list: string | undefined): Set<string> {
  return new Set((list ?? '').split(/[\s,;]+/).map(normalHost).filter(Boolean));
}

/** Names that always mean this machine or its own network, whatever a resolver says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

export type OutboundCheck =
  | { ok: true; url: URL; host: string; allowListed: boolean }
  | { ok: false; reason: 'invalid' | 'private' };

/**
 * The first check of an outbound URL, without the network: http(s), no user or password in it, and a host that is
 * a public address or a name (a name is resolved and checked again when the request is sent: resolveOutbound), unless
 * the allow-list names the host.
 */
export function checkOutboundUrl(raw: string, allowList?: string): OutboundCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return { ok: false, reason: 'invalid' };
  const host = normalHost(url.hostname);
  if (allowedHosts(allowList).has(host)) return { ok: true, url, host, allowListed: true };
  if (isIP(host) ? !isPublicAddress(host) : LOCAL_NAMES.test(host) || !host.includes('.')) return { ok: false, reason: 'private' };
  return { ok: true, url, host, allowListed: false };
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
type Lookup = (host: string) => Promise<ResolvedAddress[]>;

/**
 * The addresses a checked host is reached at, at send time: an address as itself; a name resolved, refused when any
 * of its addresses is not public (a name pointed at 127.0.0.1 or the metadata address). An allow-listed host is
 * resolved as usual. The request must then connect to exactly these addresses (a second resolution could answer
 * differently): `pinnedLookup`.
 */
export async function resolveOutbound(check: Extract<OutboundCheck, { ok: true }>, lookup: Lookup): Promise<ResolvedAddress[] | null> {
  const family = isIP(check.host);
  if (family !== 0) return [{ address: check.host, family: family as 4 | 6 }];
  const addresses = await lookup(check.host).catch(() => []);
  if (addresses.length === 0) return null;
  if (!check.allowListed && addresses.some(({ address }) => !isPublicAddress(address))) return null;
  return addresses;
}

/** A `lookup` for node's http(s).request that answers only the addresses already checked. */
export function pinnedLookup(addresses: ResolvedAddress[]) {
  return (_host: string, options: { all?: boolean } | number | undefined, callback: (...args: unknown[]) => void) => {
    if (typeof options === 'object' && options?.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}
