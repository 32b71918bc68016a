import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { configurationProblems } from "#workers/configuration";
import { DEVELOPMENT_VARS } from "../../scripts/development-vars.mjs";

/*
 * wrangler.toml is what a deploy uses: it must be safe as shipped. A deploy that skips a README step then sends no
 * mail (the queue retries and logs why) instead of keeping new stores' passwords readable in a public mailbox, and
 * serves nobody until the platform's own WhatsApp number and UPI id are set (workers/configuration.ts).
 * Local runs lay DEVELOPMENT_VARS over it (scripts/development-vars.mjs).
 */
describe("configuration", () => {
  const { vars } = experimental_readRawConfig({ config: "wrangler.toml" }).rawConfig;
  const shipped = vars as Record<string, string>;
  const REAL = { PLATFORM_WHATSAPP: "9822012345", PLATFORM_UPI_ID: "yaadi.platform@okaxis" };

  it("ships production settings in wrangler.toml", () => {
    expect(vars).toMatchObject({ ENVIRONMENT: "production", MAIL_TRANSPORT: "http" });
    expect(String(vars?.ROOT_DOMAIN)).not.toMatch(/localhost/);
  });

  it("keeps the development settings to local runs: the local mailbox, local host names, placeholder contacts and links", () => {
    expect(DEVELOPMENT_VARS).toEqual({
      ENVIRONMENT: "development",
      MAIL_TRANSPORT: "outbox",
      ROOT_DOMAIN: "localhost",
      PLATFORM_WHATSAPP: "9999999999",
      PLATFORM_UPI_ID: "yaadi@upi",
      PLATFORM_INTRO_VIDEOS: expect.stringMatching(/^\[\{"title":/),
      PLATFORM_SOCIAL_PAGE: expect.stringMatching(/^https:\/\//),
    });
    // Every development setting overrides a production one of the same name, so no local value leaks in unseen.
    for (const name of Object.keys(DEVELOPMENT_VARS)) expect(vars, name).toHaveProperty(name);
  });

  it("refuses to serve as shipped: no platform WhatsApp number or UPI id has been set", () => {
    expect(shipped).toMatchObject({ PLATFORM_WHATSAPP: "", PLATFORM_UPI_ID: "" });
    // Nor made-up links for the admin home: none are shown until the platform sets its own.
    expect(shipped).toMatchObject({ PLATFORM_INTRO_VIDEOS: "", PLATFORM_SOCIAL_PAGE: "" });
    expect(configurationProblems(shipped)).toEqual([
      "PLATFORM_WHATSAPP must be the platform's own 10-digit WhatsApp number.",
      "PLATFORM_UPI_ID must be the platform's own UPI id.",
    ]);
  });

  it("refuses the local placeholders and made-up values in production, and serves with real ones", () => {
    const production = { ...shipped, ...REAL };
    expect(configurationProblems(production)).toEqual([]);
    expect(
      configurationProblems({ ...production, PLATFORM_WHATSAPP: DEVELOPMENT_VARS.PLATFORM_WHATSAPP }),
    ).toHaveLength(1);
    expect(configurationProblems({ ...production, PLATFORM_UPI_ID: DEVELOPMENT_VARS.PLATFORM_UPI_ID })).toHaveLength(1);
    for (const number of ["1234567890", "98220 12345", "+919822012345", "8888888888", "982201234"])
      expect(configurationProblems({ ...production, PLATFORM_WHATSAPP: number }), number).toHaveLength(1);
    expect(configurationProblems({ ...production, PLATFORM_UPI_ID: "not a upi id" })).toHaveLength(1);
  });

  it("lets local runs serve with the development placeholders", () => {
    expect(configurationProblems({ ...shipped, ...DEVELOPMENT_VARS })).toEqual([]);
  });
});
