import { type LookupAddress, lookup } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where an organisation's webhooks may be sent (SSRF: a webhook is a request our server makes to an
 * address someone typed). In production: `https` only, and never to a loopback, private, link-local,
 * shared, multicast or reserved address, neither written in the URL nor resolved from its name at send
 * time (`guardedLookup`, so a name re-pointed after registration gains nothing). Elsewhere `http` is also
 * allowed, for 127.0.0.1 and localhost only (a receiver on the developer's machine or a test's).
 */
export type UrlRefusal = "invalid" | "scheme" | "credentials" | "private_address";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["64:ff9b::", 96],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for an address no webhook may reach in production (IPv4-mapped IPv6 judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return blocked.check(mapped[1], "ipv4");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family === 6) return blocked.check(bare, "ipv6");
  return false;
}

/** Why the URL is refused, or null when it may be registered. */
export function refuseEndpointUrl(raw: string, production: boolean): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "invalid";
  }
  if (url.username || url.password) return "credentials";
  const host = url.hostname.toLowerCase();
  if (url.protocol === "http:") {
    if (production || !LOCAL_NAMES.has(host)) return "scheme";
    return null;
  }
  if (url.protocol !== "https:") return "scheme";
  if (!host) return "invalid";
  if (production && (host === "localhost" || host.endsWith(".localhost") || isPrivateAddress(host)))
    return "private_address";
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * `dns.lookup` for the sender's sockets in production: a name that resolves to any private address is
 * refused before connecting (the check happens on the address actually used, not at registration).
 */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
): void {
  lookup(hostname, { ...options, all: true } as { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      const refusal: NodeJS.ErrnoException = new Error("private address refused");
      refusal.code = "EPRIVATEADDRESS";
      return callback(refusal, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
}
