/*
 * What a reader sees or hears on a page, and the English words left in it: the generated language checks of the admin
 * panel's screens and of Yaadi's own pages (docs/decisions/0028) read pages the same way.
 */

/** Words written in Latin letters in every language (names of things, not sentences). */
export const KEPT = new Set([
  "Yaadi",
  "UPI",
  "QR",
  "CSV",
  "PDF",
  "ZIP",
  "ID",
  "GSTIN",
  "HSN",
  // The taxes' names, as a bill prints them in every language.
  "GST",
  "CGST",
  "SGST",
  "IGST",
  "Excel",
  "YouTube",
  "Facebook",
  "English",
  // Browsers and systems, as Your Account names a device with notifications ("Android वरील Chrome").
  "Chrome",
  "Firefox",
  "Safari",
  "Edge",
  "Opera",
  "Samsung",
  "Android",
  "iPhone",
  "iPad",
  "ChromeOS",
  "Windows",
  "Mac",
  "Linux",
]);

/** A page's title, description, visible text and labelling attributes (aria-label, placeholder, alt, title). */
export function readable(html: string): string {
  const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "";
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
  const body = html.match(/<body[\s\S]*<\/body>/)?.[0] ?? html;
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map((m) => m[1]);
  const text = body
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return [title, description, text, ...attributes].join(" ");
}

/** The English words of `text`, once each, after the names (strings) and data (patterns) it may hold as typed. */
export function englishWords(text: string, leave: readonly (string | RegExp)[] = []): string[] {
  // A GSTIN (a shop's, a buyer's) is data in every language, like a phone number.
  let rest = text.replace(/\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]\b/g, " ");
  for (const name of leave) rest = typeof name === "string" ? rest.replaceAll(name, " ") : rest.replace(name, " ");
  const words = rest.match(/[A-Za-z][A-Za-z']+/g) ?? [];
  return [...new Set(words.filter((word) => !KEPT.has(word)))];
}
