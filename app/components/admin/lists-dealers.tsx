import { useMemo, useState } from "react";
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
import type { PanelTexts } from "#app/i18n/panel";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { TextField } from "../form";
import { type ListDeclaration, ListScreen } from "../panel/list-table";
import { useLiveForm } from "../use-live-form";
import { FormFrame, useRememberAdded } from "./lists-common";
import { DownloadButton } from "./reports/download-button";

/* The Dealers screens (spec 3 §2 "Dealers", §4 "Panels"): only with the dealer facility; premium shops download them. */

const BASE = "/adminpanel/dealers";
type SortKey = "name" | "whatsApp" | "link";

function dealersList(t: PanelTexts): ListDeclaration<DealerListRow, SortKey> {
  const words = t.people.dealers;
  return {
    base: BASE,
    subject: words.subject,
    label: words.title,
    searchLabel: words.search,
    remember: "dealers",
    search: (r) => `${r.name} ${r.whatsApp} ${r.link}`,
    sortValue: (r, key) => r[key],
    noMatch: words.noMatch,
    columns: [
      {
        header: words.name,
        sort: "name",
        cell: (r) => <span className="block font-semibold break-words">{r.name}</span>,
      },
      {
        header: t.people.whatsApp,
        sort: "whatsApp",
        from: "sm",
        under: true,
        numeric: true,
        cell: (r) => r.whatsApp,
      },
      { header: words.link, sort: "link", cell: (r) => <DealerLink storeLink={r.storeLink} name={r.name} /> },
    ],
    actions: { name: (r) => r.name, stack: true },
  };
}

export function DealerListView({
  rows,
  premium,
  loadError,
}: {
  rows: readonly DealerListRow[];
  premium: boolean;
  loadError: string | null;
}) {
  const t = usePanelTexts();
  const list = useMemo(() => dealersList(t), [t]);
  const words = t.people.dealers;
  const download = premium && (
    <DownloadButton
      href="/adminpanel/dealers.csv"
      label={words.download}
      done={words.downloaded}
      failed={words.downloadFailed}
      fallbackName="Dealers.csv"
    />
  );
  return <ListScreen list={list} rows={rows} loadError={loadError} tools={download} />;
}

/** The dealer's full store link, to open, and a button that copies it for sharing. */
function DealerLink({ storeLink, name }: { storeLink: string; name: string }) {
  const words = usePanelTexts().people.dealers;
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
          {words.copyLink}
          <span className="sr-only">{words.copyLinkOf(name)}</span>
        </button>
        <span role="status" className="text-xs text-stone-600">
          {copied ? words.copied : ""}
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
  const t = usePanelTexts();
  const say = usePanelSay();
  const words = t.people.dealers;
  const mode = item ? "update" : "add";
  const initial =
    failed?.values ??
    (item ? { name: item.name, whatsApp: item.whatsApp, link: item.link, password: "" } : emptyDealer());
  // The link is stored lowercase (it becomes part of a URL): it is shown so as it is typed.
  // 'Name' is said per screen: the rules carry it in the admin's language.
  const form = useLiveForm<DealerValues>(initial, (values) => sayAll(checkDealer(values, mode, words.name), say), {
    normalize: (name, value) => (name === "link" ? value.toLowerCase() : value),
  });
  const max = (field: keyof DealerValues) => dealerRules[field].max;
  const { link, password } = dealerRules;
  return (
    <FormFrame
      base={BASE}
      heading={item ? words.updateHeading : words.addHeading}
      error={failed?.error}
      submitLabel={item ? t.people.update : t.people.add}
      invalid={form.invalid}
      deletable={item}
    >
      <TextField label={words.name} maxLength={max("name")} autoComplete="off" {...form.field("name")} />
      {/* The shared phone field, its hint in the admin's language. */}
      <TextField
        label={words.whatsAppLabel}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={max("whatsApp")}
        hint={words.whatsAppHint}
        {...form.field("whatsApp")}
      />
      <div className="space-y-1">
        <TextField
          label={words.linkLabel}
          maxLength={max("link")}
          autoComplete="off"
          hint={words.linkHint(link.min, link.max)}
          {...form.field("link")}
        />
        <p className="text-sm break-all text-stone-700">
          <span className="sr-only">{words.storeLink}</span>
          <code>{dealerLinkPreview(shopUrl, form.values.link)}</code>
        </p>
      </div>
      <TextField
        label={words.passwordLabel}
        type="password"
        inputMode="numeric"
        maxLength={max("password")}
        autoComplete="new-password"
        hint={
          item ? words.passwordKeepHint(password.min, password.max) : words.passwordHint(password.min, password.max)
        }
        {...form.field("password")}
      />
    </FormFrame>
  );
}
