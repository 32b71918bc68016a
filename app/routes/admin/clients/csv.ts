import { clientsDownload } from "../+shared/clinic-csv.server";
import type { Route } from "./+types/csv";

/** /adminpanel/clients.csv (spec 3 §2 "Diet-clinic admin", §9): a diet clinic's clients as 'Clients.csv'. */
export const middleware: Route.MiddlewareFunction[] = clientsDownload.middleware;
export const loader = (args: Route.LoaderArgs) => clientsDownload.loader(args);
