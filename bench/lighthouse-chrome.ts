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
