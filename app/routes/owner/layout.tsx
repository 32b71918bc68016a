import { Form, Outlet, useLoaderData } from "react-router";
import { ownerOf, signedInOwner } from "../../server/owner/pipeline.server";
import type { Route } from "./+types/layout";

/** The frame of the back office's screens under /owner/…, behind the platform owner's sign-in. */
export const middleware: Route.MiddlewareFunction[] = [signedInOwner];

export function loader({ context }: Route.LoaderArgs) {
  return { userName: ownerOf(context).userName };
}

export default function OwnerLayout() {
  const { userName } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-4">
        <span className="text-2xl font-extrabold text-brand">Yaadi back office</span>
        <span className="sr-only">Signed in as {userName}</span>
        <Form method="post" action="/owner/logout" className="ml-auto">
          <button className="min-h-11 rounded-lg px-3 py-2 text-sm font-semibold hover:bg-brand-soft">Logout</button>
        </Form>
      </header>
      <main className="mx-auto max-w-5xl px-4 pb-8">
        <Outlet />
      </main>
    </>
  );
}

export function meta() {
  return [{ title: "Back office – Yaadi" }, { name: "robots", content: "noindex" }];
}
