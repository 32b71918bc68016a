import { useEffect, useState } from "react";
import { BillTableHead, StoredYaadiBill } from "#app/components/order-table";
import type { AdminYaadi, SheetWords, YaadiScreenData } from "#app/domain/orders/admin-yaadi";
import { DEFAULT_CUSTOMER } from "#app/domain/orders/make-yaadi";
import { isUnitId } from "#app/domain/units";
import { loadBook } from "#app/i18n/book";
import { useFigures } from "#app/i18n/provider";
import { STORE_BOOK } from "#app/i18n/store";
import { useStoreTexts } from "#app/i18n/store-texts";
import { useYaadiTexts } from "#app/i18n/yaadi-texts";

/*
 * A yaadi's printable sheet: the bill (or the challan that goes with the goods) the customer gets. It is written with
 * the store's book: on screen in the admin's language, and while the browser prints in the store's language and
 * digits, for the customer (docs/decisions/0028: the panel follows its admin, what a customer reads follows the store).
 */

export type SheetKind = "yaadi" | "challan";

/** A Make Yaadi "Default" yaadi: a counter sale to nobody in particular, named as billing mode names it. */
const isCashSale = (yaadi: AdminYaadi) => yaadi.customerName === DEFAULT_CUSTOMER.name && !yaadi.customerWhatsApp;

export function YaadiSheet(props: {
  yaadi: AdminYaadi;
  kind: SheetKind;
  paper: string;
  shopName: string;
  words: SheetWords;
}) {
  const { yaadi, kind, words } = props;
  const y = useYaadiTexts();
  return (
    <article
      className="bill mt-3 bg-white print:m-0"
      data-paper={props.paper}
      aria-label={kind === "challan" ? words.challan : y.heading.untitled}
    >
      <p className="hidden text-center font-bold print:block">
        {props.shopName} · {kind === "challan" ? words.challanNo : y.heading.number(yaadi.id)}
      </p>
      <section aria-label={y.customer} className="my-3 text-sm">
        <p className="font-semibold">{isCashSale(yaadi) ? y.bill.cashSale : yaadi.customerName}</p>
        <p className="tabular-nums">{yaadi.customerWhatsApp}</p>
        <p className="text-stone-600">{yaadi.customerAddress}</p>
        <p className="text-stone-600">{words.dateTime}</p>
      </section>
      {kind === "challan" ? (
        <ChallanTable lines={yaadi.lines} serial={words.serial} />
      ) : (
        <StoredYaadiBill lines={yaadi.lines} totalPaise={yaadi.totalPaise} deliveryPaise={yaadi.deliveryChargesPaise} />
      )}
    </article>
  );
}

/** The challan: what goes in the bag, without prices. */
function ChallanTable({ lines, serial }: { lines: AdminYaadi["lines"]; serial: string }) {
  const t = useStoreTexts();
  const y = useYaadiTexts();
  const figures = useFigures();
  return (
    <table className="w-full border-collapse text-sm">
      <BillTableHead
        columns={[
          { title: serial, className: "py-2 pr-2" },
          { title: y.table.description, className: "py-2 pr-2" },
          { title: y.table.qty, className: "py-2 pl-2 text-right" },
        ]}
      />
      <tbody>
        {lines.map((l, i) => (
          <tr key={l.id} className="border-b border-stone-100">
            <td className="py-2 pr-2 tabular-nums">{figures.count(i + 1)}</td>
            <td className="py-2 pr-2">{l.name}</td>
            <td className="py-2 pl-2 text-right whitespace-nowrap">
              {isUnitId(l.unitId)
                ? t.common.quantity(l.quantityMilli, l.unitId)
                : figures.digits(String(l.quantityMilli / 1000))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The sheet as it prints, in the store's language: its book is loaded once the screen is up, and the page then holds
 * both sheets, the admin's on screen and the customer's on paper (CSS picks one, so a print from the browser's own menu
 * is right too, with no render squeezed in before the browser lays the page out). `print` prints once the store's book
 * is in: a Print button tapped before it arrives prints a moment later.
 */
export function usePrintedInStoreLanguage(print: YaadiScreenData["print"]) {
  const locale = print?.writing.locale;
  const [loaded, setLoaded] = useState(false);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!locale) return;
    let current = true;
    void loadBook(STORE_BOOK, locale).then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  const ready = !locale || loaded;
  useEffect(() => {
    if (!waiting || !ready) return;
    setWaiting(false);
    window.print();
  }, [waiting, ready]);
  return {
    printed: print && loaded ? print : null,
    print: () => (ready ? window.print() : setWaiting(true)),
  };
}
