import { useState } from "react";
import { DealerChoice } from "#app/components/admin/reports/day-choice";
import { DownloadButton } from "#app/components/admin/reports/download-button";
import { YAADI_REPORT_MESSAGES as M } from "#app/domain/reports/messages";
import { adminOf } from "#app/server/admin/pipeline.server";
import { dealerChoices } from "#app/server/admin/reports.server";
import type { Route } from "./+types/customer-data";

/** The shop's dealers: with any, Customer Data can be one dealer's customers, or only the shop's own. */
export async function loader({ context }: Route.LoaderArgs) {
  return { dealers: await dealerChoices(adminOf(context).scope) };
}

/** Downloads (spec 3 "Downloads", subject CUSTOMERDATA): the product sheet and the customer data. */
export default function CustomerData({ loaderData }: Route.ComponentProps) {
  const [dealer, setDealer] = useState("");
  return (
    <section className="max-w-xl space-y-6">
      <h1 className="text-xl font-bold tracking-tight">Customer Data</h1>
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="mb-1 font-bold">Product Sheet</h2>
        <p className="mb-3 text-sm text-stone-600">
          Every product with its prices, stock and category, to keep or to edit and upload again.
        </p>
        <DownloadButton
          href="/adminpanel/product-sheet.csv"
          label="Download Product Sheet"
          done={M.productSheetDownloaded}
          failed={M.productSheetFailed}
          fallbackName="Product Sheet.csv"
        />
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="mb-1 font-bold">Customer Data</h2>
        <p className="mb-3 text-sm text-stone-600">
          Everyone who has sent you a yaadi: name, WhatsApp number, address, how many yaadies and the last one.
        </p>
        {loaderData.dealers.length > 0 && (
          <div className="mb-3">
            <DealerChoice dealers={loaderData.dealers} value={dealer} onChange={setDealer} />
          </div>
        )}
        <DownloadButton
          href={`/adminpanel/customer-data.csv${dealer ? `?dealer=${encodeURIComponent(dealer)}` : ""}`}
          label="Download Customer Data"
          done={M.customerDataDownloaded}
          failed={M.customerSheetFailed}
          fallbackName="All Customers.csv"
        />
      </div>
    </section>
  );
}

export const meta = () => [{ title: "Customer Data – Admin panel" }, { name: "robots", content: "noindex" }];
