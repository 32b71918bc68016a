import type { Flash } from "./flash.server";
import { redirectWithFlash } from "./flash.server";

/**
 * redirectWithFlash to /adminpanel itself, as a full page load. The flash cookie is scoped to Path=/adminpanel, which a
 * browser does not send to the client-side data request "/adminpanel.data" (a cookie path only matches at a "/"
 * boundary), so after a client-side redirect the home menu would never see the message. A document load of
 * "/adminpanel" does carry it. The header is React Router's own signal (what its redirectDocument sets).
 */
export function redirectHomeWithFlash(request: Request, flash: Flash): Response {
  const response = redirectWithFlash(request, "/adminpanel", flash);
  response.headers.set("X-Remix-Reload-Document", "true");
  return response;
}
