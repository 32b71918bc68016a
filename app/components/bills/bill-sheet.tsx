import type { BillSheetWords } from "#app/i18n/bill/sheet";

export type BillPaper = "a4" | "receipt";

/**
 * A stored bill as it prints and as its customer reads it: the words come written (app/i18n/bill/sheet.ts), in the
 * store's language. A4 or an 80 mm roll (app.css's print rules for `.bill`); the wide table scrolls on a phone.
 */
export function BillSheet({ words, paper, lang }: { words: BillSheetWords; paper: BillPaper; lang: string }) {
  const { shop } = words;
  return (
    <article
      lang={lang}
      className="bill relative bg-white p-4 text-sm print:m-0 print:p-0"
      data-paper={paper}
      aria-label={`${words.heading} ${words.number}`}
    >
      {words.cancelled && (
        <p
          role="status"
          className="mb-3 rounded border-4 border-red-700 py-1 text-center text-2xl font-black tracking-widest text-red-700"
        >
          {words.cancelled.mark}
          <span className="block text-sm font-semibold tracking-normal">{words.cancelled.text}</span>
        </p>
      )}
      <header className="border-b border-stone-300 pb-2 text-center">
        <p className="text-base font-bold uppercase tracking-wide">{words.heading}</p>
        {words.composition && <p className="font-semibold">{words.composition}</p>}
        <h2 className="mt-1 text-lg font-bold">{shop.name}</h2>
        {shop.legalName && <p>{shop.legalName}</p>}
        {shop.address && <p className="text-stone-700">{shop.address}</p>}
        {shop.gstin && <p className="font-semibold">{shop.gstin}</p>}
      </header>
      <section className="flex flex-wrap justify-between gap-2 border-b border-stone-200 py-2">
        <div>
          <p className="text-xs font-bold uppercase text-stone-600">{words.customer.heading}</p>
          {words.customer.lines.map((line, i) => (
            <p key={line} className={i === 0 ? "font-semibold" : undefined}>
              {line}
            </p>
          ))}
        </div>
        <div className="text-right">
          <p className="font-semibold">{words.number}</p>
          <p>{words.date}</p>
          {words.placeOfSupply && <p>{words.placeOfSupply}</p>}
        </div>
      </section>
      {paper === "receipt" ? <CompactLines words={words} /> : <WideLines words={words} />}
      {words.byRate && (
        <table className="mt-3 w-full border-collapse">
          <caption className="py-1 text-left text-xs font-bold uppercase text-stone-600">
            {words.byRate.heading}
          </caption>
          <thead>
            <tr className="border-b border-stone-300">
              {words.byRate.columns.map((title) => (
                <th key={title} scope="col" className="px-1 py-1 text-right text-xs font-semibold first:text-left">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {words.byRate.rows.map((row) => (
              <tr key={row[0]} className="border-b border-stone-100">
                {row.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order
                  <td key={i} className="px-1 py-1 text-right first:text-left">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="mt-3 ml-auto max-w-xs">
        {words.totals.map(([label, value], i) => (
          <div
            key={label}
            className={`flex justify-between gap-4 py-0.5 ${i === words.totals.length - 1 ? "border-t border-stone-400 pt-1 text-base font-bold" : ""}`}
          >
            <dt>{label}</dt>
            <dd className="whitespace-nowrap">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-stone-600">{words.note}</p>
      <footer className="mt-8 text-right">
        <p>{words.signature}</p>
        <p className="mt-8 inline-block border-t border-stone-500 pt-1 text-xs">{words.signatory}</p>
      </footer>
    </article>
  );
}

/** Every column a tax invoice names per line (A4, and a phone's screen, where the table scrolls sideways). */
function WideLines({ words }: { words: BillSheetWords }) {
  const { table } = words;
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="bill-lines w-full border-collapse">
        <thead>
          <tr className="border-b border-stone-300">
            {table.columns.map((title, i) => (
              <th
                key={title}
                scope="col"
                className={`px-1 py-1.5 text-xs font-semibold ${table.numeric[i] ? "text-right" : "text-left"}`}
              >
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]} className="border-b border-stone-100 align-top">
              {row.map((cell, i) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order
                  key={i}
                  className={`px-1 py-1.5 ${table.numeric[i] ? "whitespace-nowrap text-right" : ""}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An 80 mm roll's three columns: the line's HSN, quantity and rate under its name; its taxes in the table by rate. */
function CompactLines({ words }: { words: BillSheetWords }) {
  const { compact } = words;
  return (
    <table className="bill-lines w-full border-collapse">
      <thead>
        <tr className="border-b border-stone-300">
          {compact.columns.map((title, i) => (
            <th key={title} scope="col" className={`px-1 py-1 text-xs font-semibold ${i ? "text-right" : "text-left"}`}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {compact.rows.map((row) => (
          <tr key={`${row.name} ${row.detail}`} className="border-b border-stone-100 align-top">
            <td className="px-1 py-1">
              {row.name}
              {row.detail && <span className="block text-xs text-stone-600">{row.detail}</span>}
            </td>
            {row.cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in their order
              <td key={i} className="whitespace-nowrap px-1 py-1 text-right">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
