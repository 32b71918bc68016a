import type { Figures } from "../book";

/** What the README of a download says of the archive: its shop, its day, and the rows of each table. */
export type ReadmeFacts = { shop: string; url: string; day: string; tables: { name: string; rows: number }[] };

/** "Download all my data" (English, the source): the shop's whole data as one ZIP, made in the background. */
export default (f: Figures) => ({
  title: "Download all my data",
  intro:
    "One ZIP file with everything your shop keeps in Yaadi: products, categories, brands, offers, customers, yaadies, bills, udhaar, settings and images. It holds your customers' details: keep it safe.",
  open: "Prepare and download",
  start: "Prepare my data",
  starting: "Starting…",
  waiting: "Waiting to start…",
  copying: (done: number, total: number) => `Copying your records: ${f.count(done)} of ${f.count(total)} tables`,
  packing: (done: number, total: number) => `Packing files: ${f.count(done)} of ${f.count(total)}`,
  preparing: "Your file is being prepared. You can leave this page and come back; it is kept for 7 days.",
  ready: "Your file is ready.",
  download: "Download ZIP",
  downloadOf: (made: string) => `Download the ZIP prepared on ${made}`,
  failed: "The file could not be prepared. Please prepare it again.",
  tooMany: "You have prepared 3 files in the last day. Please try again tomorrow.",
  gone: "This file is no longer kept. Please prepare it again.",
  earlier: "Files of the last 7 days",
  made: (at: number) => f.date(at),
  size: (bytes: number) =>
    bytes < 1_048_576
      ? `${f.count(Math.max(1, Math.ceil(bytes / 1024)))} KB`
      : `${f.count(Math.round(bytes / 1_048_576))} MB`,
  readme: (facts: ReadmeFacts) =>
    [
      `All the data of ${facts.shop} (${facts.url}) kept in Yaadi, as on ${facts.day}.`,
      "",
      "data/      one folder for each kind of record (products, customers, yaadies, bills, udhaar…),",
      "           in files of one record a line (JSON lines), as Yaadi keeps them",
      "images/    your logo, store images, category and product images, payment screenshots",
      "manifest.json  how many records of each kind, and a check (SHA-256) of each file",
      "",
      "Records of each kind:",
      ...facts.tables.filter((t) => t.rows > 0).map((t) => `  ${t.name}: ${f.count(t.rows)}`),
      "",
      "Yaadi can recreate your shop from this file: keep it as it is.",
    ].join("\n"),
});
