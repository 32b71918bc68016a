import type { APIRequestContext } from "@playwright/test";

type GetOptions = NonNullable<Parameters<APIRequestContext["get"]>[1]>;
type PostOptions = NonNullable<Parameters<APIRequestContext["post"]>[1]>;

// The test's own requests (downloads read as text, fixture calls, hand-made posts). Playwright's request client keeps
// its sockets in a keep-alive pool without an idle limit, while workerd closes an idle connection after 5 s: a request
// written to a pooled socket as the server closes it fails with ECONNRESET ("socket hang up") before the server has
// read it (microsoft/playwright#42701; a `Connection: close` header does not keep Node from pooling the socket). Such a
// request is sent again on a new connection, as a browser does with a reused connection that was closed under it;
// Playwright's `maxRetries` retries ECONNRESET only, so any other failure still fails the test.
const RESENT = { maxRetries: 2 } as const;

export function apiGet(request: APIRequestContext, url: string, options: GetOptions = {}) {
  return request.get(url, { ...RESENT, ...options });
}

export function apiPost(request: APIRequestContext, url: string, options: PostOptions = {}) {
  return request.post(url, { ...RESENT, ...options });
}
