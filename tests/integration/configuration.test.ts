import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "#workers/hono";

/*
 * A production deploy whose platform WhatsApp number and UPI id were never set (wrangler.toml ships them empty) serves
 * nobody: every request is a 503 naming what to set (workers/configuration.ts), never a page sending a shop to a
 * made-up number. The tests run with the development placeholders, so these cases pass an env of their own.
 */

const rendered = vi.fn(async () => new Response("page"));
const worker = createApp(rendered);
const production = { ...env, ENVIRONMENT: "production", ROOT_DOMAIN: "yaadi.in" };
const send = (path: string, settings: Partial<Env>) =>
  worker.fetch(new Request(`http://localhost${path}`), { ...production, ...settings }, createExecutionContext());

describe("a production Worker's platform settings", () => {
  it.each(["/", "/registration", "/adminpanel", "/api/v1/health"])(
    "without them, %s answers a configuration error and renders nothing",
    async (path) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      rendered.mockClear();
      const response = await send(path, { PLATFORM_WHATSAPP: "", PLATFORM_UPI_ID: "" });
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(
        [
          "This Yaadi deployment is not configured yet.",
          "PLATFORM_WHATSAPP must be the platform's own 10-digit WhatsApp number.",
          "PLATFORM_UPI_ID must be the platform's own UPI id.",
          "Set them in wrangler.toml [vars] and deploy again.",
        ].join("\n"),
      );
      expect(rendered).not.toHaveBeenCalled();
      expect(String(logged.mock.calls[0]![0])).toContain("PLATFORM_WHATSAPP");
      logged.mockRestore();
    },
  );

  it("refuses the local placeholders (the old shipped 9999999999 and yaadi@upi) the same way", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await send("/", { PLATFORM_WHATSAPP: "9999999999", PLATFORM_UPI_ID: "yaadi@upi" });
    expect(response.status).toBe(503);
    vi.restoreAllMocks();
  });

  it("serves with real values", async () => {
    const response = await send("/api/v1/health", {
      PLATFORM_WHATSAPP: "9822012345",
      PLATFORM_UPI_ID: "yaadi.platform@okaxis",
    });
    expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
  });
});
