/**
 * What Your Account calls a device with notifications on, so an admin can tell their phone from the shop's computer:
 * the browser and the system, read from the User-Agent when the device subscribed. It is stored as the two names
 * ("Chrome · Android"), which every language writes as they are; the panel's book puts them in a sentence of its own
 * ("Chrome on Android", "Android वर Chrome").
 */

const SEPARATOR = " · ";

/** First match wins: the browsers that say they are Chrome or Safari too come before them. */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/(?:\b|Headless)(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const nameIn = (table: Array<[RegExp, string]>, userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Chrome · Android"; one name when only one is known; "" for a User-Agent that names neither. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? "").slice(0, 512);
  return [nameIn(BROWSERS, agent), nameIn(SYSTEMS, agent)].filter(Boolean).join(SEPARATOR);
}

/** A stored label's names, for the panel to say in the admin's language. */
export function deviceParts(label: string): { browser: string; system: string } {
  const [browser = "", system = ""] = label.split(SEPARATOR);
  return { browser, system };
}
