import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { DEVELOPMENT_VARS } from "../../scripts/development-vars.mjs";

/*
 * wrangler.toml is what a deploy uses: it must be safe as shipped. A deploy that skips a README step then sends no
 * mail (the queue retries and logs why) instead of keeping new stores' passwords readable in a public mailbox.
 * Local runs lay DEVELOPMENT_VARS over it (scripts/development-vars.mjs).
 */
describe("configuration", () => {
  const { vars } = experimental_readRawConfig({ config: "wrangler.toml" }).rawConfig;

  it("ships production settings in wrangler.toml", () => {
    expect(vars).toMatchObject({ ENVIRONMENT: "production", MAIL_TRANSPORT: "http" });
    expect(String(vars?.ROOT_DOMAIN)).not.toMatch(/localhost/);
  });

  it("keeps the development settings to local runs: the local mailbox and local host names", () => {
    expect(DEVELOPMENT_VARS).toEqual({
      ENVIRONMENT: "development",
      MAIL_TRANSPORT: "outbox",
      ROOT_DOMAIN: "localhost",
    });
    // Every development setting overrides a production one of the same name, so no local value leaks in unseen.
    for (const name of Object.keys(DEVELOPMENT_VARS)) expect(vars, name).toHaveProperty(name);
  });
});
