/**
 * Shop URLs: the lowercase store name in /{shopUrl} and {shopUrl}.{ROOT_DOMAIN}.
 * A name may never shadow a path the product itself uses, nor the usual service host names.
 */
const PRODUCT_PATHS = [
  "adminpanel",
  "owner",
  "ownerrajesh",
  "registration",
  "yaadilist",
  // A bill's customer copy (/bill/{token}).
  "bill",
  "udhaar",
  "api",
  "files",
  "assets",
  "build",
  "check-out",
  "checkout",
  "order-success",
  "start",
  "create",
  "signup",
  "signin",
  "login",
  "logout",
  "dev",
  "static",
  "public",
  "favicon",
  "robots",
  "sitemap",
  "manifest",
  "health",
  "home",
  "index",
];
const SERVICE_NAMES = [
  "www",
  "admin",
  "administrator",
  "mail",
  "email",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "support",
  "help",
  "blog",
  "app",
  "apps",
  "shop",
  "shops",
  "store",
  "stores",
  "demo",
  "test",
  "yaadi",
  "root",
  "system",
  "billing",
  "account",
  "accounts",
  "payment",
  "payments",
  "status",
  "docs",
  "cdn",
  "webmail",
  "ns1",
  "ns2",
];
/**
 * Host names that software looks up on its own under a domain (proxy auto-configuration, mail client set-up, IPv6
 * tunnels, mail policy), plus mail, DNS and operations names. A shop answering as one of them at {shop}.{ROOT_DOMAIN}
 * could feed browsers a proxy, mail clients a server, or look like the platform's own service. Underscore names
 * (_dmarc, _domainkey, _acme-challenge) are covered by the leading-underscore rule below.
 */
const INFRASTRUCTURE_NAMES = [
  "localhost",
  "localdomain",
  "local",
  "broadcasthost",
  "wpad",
  "autodiscover",
  "autoconfig",
  "isatap",
  "mta-sts",
  "pop3",
  "imap4",
  "sftp",
  "ftps",
  "mx",
  "mx1",
  "mx2",
  "ns",
  "ns3",
  "ns4",
  "dns",
  "dns1",
  "dns2",
  "ntp",
  "time",
  "postmaster",
  "hostmaster",
  "webmaster",
  "abuse",
  "noc",
  "security",
  "ssl",
  "tls",
  "secure",
  "vpn",
  "proxy",
  "gateway",
  "remote",
  "owa",
  "exchange",
  "lyncdiscover",
  "sip",
  "cpanel",
  "whm",
  "webdisk",
  "auth",
  "oauth",
  "sso",
  "id",
  "identity",
  "dashboard",
  "console",
  "portal",
  "panel",
  "staging",
  "stage",
  "preview",
  "beta",
  "alpha",
  "sandbox",
  "assets",
  "media",
  "img",
  "images",
  "cdn1",
  "cdn2",
  "origin",
  "edge",
  "ws",
  "wss",
  "git",
  "monitor",
];
const RESERVED = new Set([...PRODUCT_PATHS, ...SERVICE_NAMES, ...INFRASTRUCTURE_NAMES]);

/** The shop URL for a typed store name or a link segment: trimmed and lowercased. */
export function toShopUrl(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Reserved: a product path, a service name, the "master…" namespace of the master catalogues, or a leading
 * underscore (React Router's own requests such as /__manifest and /_root.data use it).
 */
export function isReservedShopUrl(url: string): boolean {
  const u = toShopUrl(url);
  return RESERVED.has(u) || u.startsWith("master") || u.startsWith("_");
}

/** Whether a first path segment could name a shop (or shop_dealer) at all. */
export function looksLikeShopSegment(segment: string): boolean {
  return /^[a-z0-9_]{1,64}$/i.test(segment);
}

/**
 * Candidate (shopUrl, dealerLink) readings of a segment holding underscores, longest shop URL first
 * (DECISIONS.md: the whole segment is tried as a shop before this).
 */
export function dealerReadings(segment: string): { shopUrl: string; dealerLink: string }[] {
  const s = toShopUrl(segment);
  const readings: { shopUrl: string; dealerLink: string }[] = [];
  for (let i = s.lastIndexOf("_"); i > 0; i = s.lastIndexOf("_", i - 1)) {
    const dealerLink = s.slice(i + 1);
    if (dealerLink) readings.push({ shopUrl: s.slice(0, i), dealerLink });
  }
  return readings;
}
