import { describe, expect, it } from "vitest";
import { deviceLabel, deviceParts } from "./device-label";

const AGENTS = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  operaAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/85.0.0.0",
};

describe("deviceLabel", () => {
  it("names the browser and the system, the browsers that also say Chrome or Safari by their own name", () => {
    expect(deviceLabel(AGENTS.chromeAndroid)).toBe("Chrome · Android");
    expect(deviceLabel(AGENTS.samsung)).toBe("Samsung Internet · Android");
    expect(deviceLabel(AGENTS.edgeWindows)).toBe("Edge · Windows");
    expect(deviceLabel(AGENTS.firefoxLinux)).toBe("Firefox · Linux");
    expect(deviceLabel(AGENTS.safariIphone)).toBe("Safari · iPhone");
    expect(deviceLabel(AGENTS.safariMac)).toBe("Safari · Mac");
    expect(deviceLabel(AGENTS.operaAndroid)).toBe("Opera · Android");
    expect(deviceLabel(AGENTS.chromeAndroid.replace("Chrome/", "HeadlessChrome/"))).toBe("Chrome · Android");
  });

  it("says what it knows, and nothing for a User-Agent that names neither", () => {
    expect(deviceLabel("curl/8.5.0")).toBe("");
    expect(deviceLabel(null)).toBe("");
    expect(deviceLabel("SomeBot (Windows NT 10.0)")).toBe("Windows");
  });

  it("gives its two names back for the panel to put in a sentence", () => {
    expect(deviceParts("Chrome · Android")).toEqual({ browser: "Chrome", system: "Android" });
    expect(deviceParts("Windows")).toEqual({ browser: "Windows", system: "" });
    expect(deviceParts("")).toEqual({ browser: "", system: "" });
  });
});
