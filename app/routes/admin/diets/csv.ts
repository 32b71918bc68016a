import { dietsDownload } from "../+shared/clinic-csv.server";
import type { Route } from "./+types/csv";

/** /adminpanel/diets.csv (spec 3 §2 "Download Diet Information", §9): a premium clinic's diets as 'Diets.csv'. */
export const middleware: Route.MiddlewareFunction[] = dietsDownload.middleware;
export const loader = (args: Route.LoaderArgs) => dietsDownload.loader(args);
