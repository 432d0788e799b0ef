import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which network addresses the guarded fetcher may connect to (issue 41, ADR 0039): public unicast
 * addresses only, unless the operator's allow-list (FETCH_ALLOW_PRIVATE) names them.
 */

/** Why an address was refused, in words a learner may read. */
const RANGE_WORDS: Record<string, string> = {
  loopback: "this server itself (a loopback address)",
  private: "a private network",
  uniqueLocal: "a private network",
  linkLocal: "a link-local address",
  carrierGradeNat: "a carrier-grade NAT address (100.64.0.0/10)",
  multicast: "a multicast address",
  unspecified: "an unspecified address",
  broadcast: "a broadcast address",
  ipv4Mapped: "an IPv4 address written as IPv6",
  rfc6145: "an IPv4 address written as IPv6",
  rfc6052: "an IPv4 address written as IPv6 (NAT64)",
  "6to4": "an IPv4 address written as IPv6 (6to4)",
  teredo: "a tunnelled address (Teredo)",
  reserved: "a reserved address",
};

/** Cloud metadata services: refused even when an allow-list entry covers their range. */
const METADATA = ["169.254.169.254", "fd00:ec2::254", "169.254.170.2", "100.100.100.200"].map((a) =>
  ipaddr.parse(a).toNormalizedString(),
);

/** Hosts and CIDR ranges the operator lets the fetcher reach although they are not public. */
export type FetchAllowList = { ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][]; hosts: string[] };

/** Parses FETCH_ALLOW_PRIVATE: a comma list of IPs, CIDRs and host names (`*.corp` for a domain). */
export function parseAllowList(value: string | undefined): FetchAllowList {
  const list: FetchAllowList = { ranges: [], hosts: [] };
  for (const raw of (value ?? "").split(",")) {
    const item = raw.trim().toLowerCase();
    if (!item) continue;
    if (ipaddr.isValid(item)) {
      const address = ipaddr.parse(item);
      list.ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
    } else if (item.includes("/")) {
      list.ranges.push(ipaddr.parseCIDR(item));
    } else if (/^(\*\.)?[a-z0-9.-]+$/.test(item)) {
      list.hosts.push(item);
    } else {
      throw new Error(`"${item}" is not an IP address, a CIDR range or a host name`);
    }
  }
  return list;
}

/** Whether the allow-list names this host (exactly, or under a `*.domain` entry). */
export function hostAllowed(list: FetchAllowList, host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return list.hosts.some((entry) =>
    entry.startsWith("*.") ? name.endsWith(entry.slice(1)) : name === entry,
  );
}

/** Strips an IPv6 literal's brackets: `[::1]` → `::1`. */
export function bareHost(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

/**
 * Null when the fetcher may connect to `address`, else why not. Only public unicast addresses
 * pass, or those the allow-list covers (never a cloud metadata address).
 */
export function refusedAddress(address: string, allow: FetchAllowList, host?: string): string | null {
  if (!net.isIP(address)) return "an address that is not an IP address";
  const parsed = ipaddr.parse(address);
  const normal = parsed.toNormalizedString();
  if (METADATA.includes(normal)) return "a cloud metadata service";
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    // An IPv4-mapped address is judged as what it maps to, and refused outright either way.
    if (v6.isIPv4MappedAddress()) {
      const inner = v6.toIPv4Address().toString();
      if (METADATA.includes(inner)) return "a cloud metadata service";
      return RANGE_WORDS.ipv4Mapped!;
    }
  }
  if (host && hostAllowed(allow, host)) return null;
  if (allow.ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits)))
    return null;
  const range = parsed.range();
  if (range === "unicast") return null;
  return RANGE_WORDS[range] ?? `a special-purpose address (${range})`;
}

/**
 * A host written as a number in another form (decimal `2130706433`, octal `0177.0.0.1`, hex
 * `0x7f.1`): the URL parser turns it into dotted form, so the address is judged the same; this only
 * names the disguise in the message.
 */
export function disguisedIPv4(rawUrl: string, parsedHost: string): boolean {
  if (net.isIPv4(parsedHost) === false) return false;
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i.exec(rawUrl.trim());
  return match !== null && match[1]!.toLowerCase() !== parsedHost;
}
