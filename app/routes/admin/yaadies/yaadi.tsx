import { YaadiScreen } from "#app/components/admin/reports/yaadi-screen";
import type { Route } from "./+types/yaadi";
import { yaadiAction, yaadiLoader } from "./yaadi.server";

/** One yaadi: lines and totals, status steps, paid or not, the customer's WhatsApp and the printable sheet. */
export const loader = (args: Route.LoaderArgs) => yaadiLoader(args);
export const action = (args: Route.ActionArgs) => yaadiAction(args);

export default function Yaadi({ loaderData }: Route.ComponentProps) {
  return <YaadiScreen data={loaderData} />;
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Yaadi no. ${loaderData?.yaadi.id ?? ""} – Admin panel` },
  { name: "robots", content: "noindex" },
];
