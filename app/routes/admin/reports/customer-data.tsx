import { useState } from "react";
import { DealerChoice } from "#app/components/admin/reports/day-choice";
import { DownloadButton } from "#app/components/admin/reports/download-button";
import { YAADI_REPORT_MESSAGES as M } from "#app/domain/reports/messages";
import { panelMeta, usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { adminOf } from "#app/server/admin/pipeline.server";
import { dealerChoices } from "#app/server/admin/reports.server";
import type { Route } from "./+types/customer-data";

/** The shop's dealers: with any, Customer Data can be one dealer's customers, or only the shop's own. */
export async function loader({ context }: Route.LoaderArgs) {
  return { dealers: await dealerChoices(adminOf(context).scope) };
}

/** Downloads (spec 3 "Downloads", subject CUSTOMERDATA): the product sheet and the customer data. */
export default function CustomerData({ loaderData }: Route.ComponentProps) {
  const { menu, reports } = usePanelTexts();
  const t = reports.customerData;
  const say = usePanelSay();
  const [dealer, setDealer] = useState("");
  return (
    <section className="max-w-xl space-y-6">
      <h1 className="text-xl font-bold tracking-tight">{menu.screens.customerData}</h1>
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="mb-1 font-bold">{t.productSheet}</h2>
        <p className="mb-3 text-sm text-stone-600">{t.productSheetText}</p>
        <DownloadButton
          href="/adminpanel/product-sheet.csv"
          label={t.downloadProductSheet}
          done={say(M.productSheetDownloaded)}
          failed={say(M.productSheetFailed)}
          fallbackName="Product Sheet.csv"
        />
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="mb-1 font-bold">{t.customerData}</h2>
        <p className="mb-3 text-sm text-stone-600">{t.customerDataText}</p>
        {loaderData.dealers.length > 0 && (
          <div className="mb-3">
            <DealerChoice dealers={loaderData.dealers} value={dealer} onChange={setDealer} />
          </div>
        )}
        <DownloadButton
          href={`/adminpanel/customer-data.csv${dealer ? `?dealer=${encodeURIComponent(dealer)}` : ""}`}
          label={t.downloadCustomerData}
          done={say(M.customerDataDownloaded)}
          failed={say(M.customerSheetFailed)}
          fallbackName="All Customers.csv"
        />
      </div>
    </section>
  );
}

export const meta = panelMeta((t) => t.menu.screens.customerData);
