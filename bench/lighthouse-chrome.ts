// The Chromium both Lighthouse benches audit in (bench:lighthouse, bench:lighthouse:panel): Debian's, headless, and
// off the network — no component updates, no background requests to the outside.
import { launch } from "chrome-launcher";

export function launchChromium() {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * How the phone's slow 4G and 4× slower CPU are brought in (BENCH_THROTTLING): "simulate", Lighthouse's default,
 * computes them from a fast real load; "devtools" applies them to the real load (docs/decisions/0033).
 */
export function throttlingOf(value = process.env.BENCH_THROTTLING ?? "simulate") {
  if (value !== "simulate" && value !== "devtools")
    throw new Error(`BENCH_THROTTLING is simulate or devtools, not ${value}`);
  return { throttlingMethod: value, label: value === "simulate" ? "simulated" : "applied through DevTools" } as const;
}
