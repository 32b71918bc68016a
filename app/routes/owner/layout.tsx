import { data, Outlet, useLoaderData } from "react-router";
import { FlashNotice } from "#app/components/admin/admin-shell";
import { OwnerHeader } from "#app/components/owner/owner-shell";
import { ownerOf, signedInOwner } from "#app/server/owner/pipeline.server";
import { readFlash } from "#app/server/panel/flash.server";
import { newWriteKey, ownerWriteOnce } from "#app/server/panel/write-once.server";
import type { Route } from "./+types/layout";

/**
 * The frame of the back office's screens under /owner/…, behind the platform owner's sign-in: menu and last result.
 * Each write happens once however often it is sent (the admin panel's write keys, docs/decisions/0038).
 */
export const middleware: Route.MiddlewareFunction[] = [signedInOwner, ownerWriteOnce];

export function loader({ request, context }: Route.LoaderArgs) {
  const { flash, headers } = readFlash(request);
  return data(
    // New with every load (and so after every save): the key each form of the page sends with its write.
    { userName: ownerOf(context).userName, flash, writeKey: newWriteKey() },
    { headers: { ...headers, "Cache-Control": "private, no-store" } },
  );
}

export default function OwnerLayout() {
  const { userName, flash } = useLoaderData<typeof loader>();
  return (
    <>
      <OwnerHeader userName={userName} />
      <main className="mx-auto max-w-6xl px-3 py-4">
        <FlashNotice flash={flash} />
        <Outlet />
      </main>
    </>
  );
}

export function meta() {
  return [{ title: "Back office – Yaadi" }, { name: "robots", content: "noindex" }];
}
