import { useState } from "react";
import { useLocation } from "react-router";
import {
  checkDealer,
  type DealerItem,
  type DealerListRow,
  type DealerValues,
  dealerLinkPreview,
  dealerRules,
  emptyDealer,
} from "#app/domain/admin/dealer";
import { DEALER_MESSAGES } from "#app/domain/admin/messages";
import { PhoneField, TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* The Dealers screens (spec 3 §2 "Dealers", §4 "Panels"): only with the dealer facility; premium shops download them. */

const BASE = "/adminpanel/dealers";
type SortKey = "name" | "whatsApp" | "link";

const DEALERS: ListDeclaration<DealerListRow, SortKey> = {
  base: BASE,
  subject: "DEALERS",
  label: "Dealers",
  searchLabel: "Search dealers",
  remember: "dealers",
  search: (r) => `${r.name} ${r.whatsApp} ${r.link}`,
  sortValue: (r, key) => r[key],
  noMatch: "No dealers match the search.",
  columns: [
    { header: "Name", sort: "name", cell: (r) => <span className="block font-semibold break-words">{r.name}</span> },
    { header: "WhatsApp", sort: "whatsApp", from: "sm", under: true, numeric: true, cell: (r) => r.whatsApp },
    { header: "Link", sort: "link", cell: (r) => <DealerLink storeLink={r.storeLink} name={r.name} /> },
  ],
  actions: { name: (r) => r.name, stack: true },
};

export function DealerListView({
  rows,
  premium,
  loadError,
}: {
  rows: readonly DealerListRow[];
  premium: boolean;
  loadError: string | null;
}) {
  const download = premium && (
    <DownloadButton
      href="/adminpanel/dealers.csv"
      label={DEALER_MESSAGES.downloadLabel}
      done={DEALER_MESSAGES.downloaded}
      failed={DEALER_MESSAGES.loadFailed}
      fallbackName="Dealers.csv"
    />
  );
  return <ListScreen list={DEALERS} rows={rows} loadError={loadError} tools={download} />;
}

/** The dealer's full store link, to open, and a button that copies it for sharing. */
function DealerLink({ storeLink, name }: { storeLink: string; name: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(storeLink);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, or permission refused): the link itself can still be long-pressed and copied.
      setCopied(false);
    }
  }
  return (
    <div className="flex flex-col items-start gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
      <a href={storeLink} target="_blank" rel="noopener noreferrer" className="break-all text-brand-ink underline">
        {storeLink}
      </a>
      <span className="flex items-center gap-2">
        <button
          type="button"
          onClick={copy}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-xs font-semibold hover:bg-brand-soft"
        >
          Copy link<span className="sr-only"> of {name}</span>
        </button>
        <span role="status" className="text-xs text-stone-600">
          {copied ? "Copied" : ""}
        </span>
      </span>
    </div>
  );
}

type Failed = { error: string; values?: DealerValues } | null | undefined;
type FormProps = { shopUrl: string; item: DealerItem | null; failed?: Failed };

/** ADD and UPDATE; typing stops at each field's maximum (spec 3 §5, "truncated at the maximum in the dealer forms"). */
export function DealerForm(props: FormProps) {
  const location = useLocation();
  useRememberAdded("dealers");
  return <DealerFields key={location.key} {...props} />;
}

function DealerFields({ shopUrl, item, failed }: FormProps) {
  const mode = item ? "update" : "add";
  const initial =
    failed?.values ??
    (item ? { name: item.name, whatsApp: item.whatsApp, link: item.link, password: "" } : emptyDealer());
  // The link is stored lowercase (it becomes part of a URL): it is shown so as it is typed.
  const form = useLiveForm<DealerValues>(initial, (values) => checkDealer(values, mode), {
    normalize: (name, value) => (name === "link" ? value.toLowerCase() : value),
  });
  const max = (field: keyof DealerValues) => dealerRules[field].max;
  return (
    <FormFrame
      base={BASE}
      heading={item ? "Update dealer" : "Add dealer"}
      error={failed?.error}
      submitLabel={item ? "UPDATE" : "ADD"}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField label={dealerRules.name.label} maxLength={max("name")} autoComplete="off" {...form.field("name")} />
      <PhoneField
        label={dealerRules.whatsApp.label}
        maxLength={max("whatsApp")}
        hint="The dealer's orders go to this number."
        {...form.field("whatsApp")}
      />
      <div className="space-y-1">
        <TextField
          label={dealerRules.link.label}
          maxLength={max("link")}
          autoComplete="off"
          hint="5 to 20 letters, digits or underscore (_)."
          {...form.field("link")}
        />
        <p className="text-sm break-all text-stone-700">
          <span className="sr-only">The dealer's store link: </span>
          <code>{dealerLinkPreview(shopUrl, form.values.link)}</code>
        </p>
      </div>
      <TextField
        label={dealerRules.password.label}
        type="password"
        inputMode="numeric"
        maxLength={max("password")}
        autoComplete="new-password"
        hint={item ? "4 to 10 digits. Leave it empty to keep the current password." : "4 to 10 digits."}
        {...form.field("password")}
      />
    </FormFrame>
  );
}
