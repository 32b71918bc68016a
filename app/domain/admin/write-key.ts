/**
 * The hidden field every admin form sends with its write: the key the admin layout handed out with this load of the
 * page. The server runs a write once per key and form (see app/server/panel/write-once.server.ts).
 */
export const WRITE_KEY_FIELD = "_write";

export const isWriteKey = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value);
