import type { APIRequestContext } from "@playwright/test";

type GetOptions = NonNullable<Parameters<APIRequestContext["get"]>[1]>;
type PostOptions = NonNullable<Parameters<APIRequestContext["post"]>[1]>;

// The test's own requests (downloads read as text, fixture calls, hand-made posts) each go on a connection of their
// own. workerd closes a kept-alive connection after 5 idle seconds, while Playwright's request client keeps its sockets
// pooled without a limit: a request written to a pooled socket at the moment the server closes it fails with
// ECONNRESET ("socket hang up"). With `Connection: close` no socket ever goes back to the pool, so none is ever stale.
const fresh = <T extends { headers?: Record<string, string> }>(options: T): T => ({ ...options, headers: { ...options.headers, Connection: "close" } });

export function apiGet(request: APIRequestContext, url: string, options: GetOptions = {}) {
  return request.get(url, fresh(options));
}

export function apiPost(request: APIRequestContext, url: string, options: PostOptions = {}) {
  return request.post(url, fresh(options));
}
