/*
 * Which paths are private, decided in one place. React Router matches a path case-insensitively after decoding each
 * segment, so "/AdminPanel/products" and "/%61dminpanel/products" open the admin's Products screen; a rule that read
 * the path as written would miss them. Here the first segment is read as the routers read it, and a private section
 * written any other way is sent to its one spelling, so the page and the private header always see the same path.
 */

/**
 * Answers that belong to one person — an admin's or the owner's screens, a customer's order page, the API's answers
 * about orders, a bill's customer copy, a customer's udhaar statement — are never kept by a browser's back-forward
 * cache, a shared proxy or an edge cache.
 */
const PRIVATE_SECTIONS = new Set(["adminpanel", "owner", "yaadilist", "bill", "udhaar", "api", "dev"]);

/** A store's catalogue is what every customer of the shop sees, named by its version: it says itself how long it keeps. */
const STORE_CATALOGUE = /^\/api\/v1\/stores\/[^/]+\/catalogue$/;

/** A client navigation's data request for a page: "/adminpanel.data" is the data of "/adminpanel". */
const DATA_SUFFIX = /\.data$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // As React Router does: a segment that is not valid percent-encoding is matched as written.
    return segment;
  }
}

export type PrivatePath = {
  /** The path with its first segment as the routes spell it (lowercase, decoded); the rest as sent. */
  canonical: string;
};

/** The private section a path is in, or null for a public path (a store page, its catalogue, the home page, files). */
export function privatePath(pathname: string): PrivatePath | null {
  const [, first = "", ...rest] = pathname.split("/");
  const section = decoded(first).toLowerCase();
  if (!PRIVATE_SECTIONS.has(section.replace(DATA_SUFFIX, ""))) return null;
  const canonical = ["", section, ...rest].join("/");
  return STORE_CATALOGUE.test(canonical) ? null : { canonical };
}
