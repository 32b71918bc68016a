import { ownerOf } from "../../server/owner/pipeline.server";
import type { Route } from "./+types/home";

/** The back office's first screen after sign-in. */
export function loader({ context }: Route.LoaderArgs) {
  return { userName: ownerOf(context).userName };
}

export default function OwnerHome({ loaderData }: Route.ComponentProps) {
  return <p className="mt-2 text-stone-600">Signed in as {loaderData.userName}</p>;
}
