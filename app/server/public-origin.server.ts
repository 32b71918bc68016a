/**
 * The origin that links sent outside the browser (e-mails, WhatsApp messages) are built from. It comes from
 * configuration (ROOT_DOMAIN), never from the request's Host header: a forged Host would otherwise plant an attacker's
 * domain in a store's credentials e-mail or a customer's order link. Only a development Worker on a local host name
 * uses the request's own origin, so local links keep their port.
 */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)$/;

export function publicOrigin(env: { ROOT_DOMAIN: string; ENVIRONMENT: string }, requestUrl: URL): string {
  if (env.ENVIRONMENT === "development" && LOCAL_HOST.test(requestUrl.hostname)) {
    return `${requestUrl.protocol}//${requestUrl.hostname === "127.0.0.1" ? "127.0.0.1" : "localhost"}${requestUrl.port ? `:${requestUrl.port}` : ""}`;
  }
  return `https://${env.ROOT_DOMAIN}`;
}
