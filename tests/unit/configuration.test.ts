import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { decodeBase64Url } from "#app/domain/base64url";
import { DEVELOPMENT_VAPID_PUBLIC_KEY, pushSettings } from "#app/domain/push/settings";
import { generateVapidKeys, vapidHeaders } from "#app/domain/push/vapid";
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
  const SECRETS = ["VAPID_PRIVATE_KEY"];

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
      VAPID_PUBLIC_KEY: DEVELOPMENT_VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      VAPID_SUBJECT: expect.stringMatching(/^mailto:/),
    });
    // Every development setting overrides a production one of the same name, so no local value leaks in unseen; a
    // secret's (set with `wrangler secret put`, never a var) is the exception, and wrangler.toml must not hold it.
    for (const name of Object.keys(DEVELOPMENT_VARS).filter((n) => !SECRETS.includes(n)))
      expect(vars, name).toHaveProperty(name);
    for (const name of SECRETS) expect(vars, name).not.toHaveProperty(name);
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

  describe("notifications of new orders (Web Push)", () => {
    it("ship off: no keys, no button, nothing sent — and the Worker still serves", () => {
      expect(shipped).toMatchObject({ VAPID_PUBLIC_KEY: "", VAPID_SUBJECT: "" });
      expect(pushSettings(shipped)).toEqual({ on: false, problem: null });
      expect(configurationProblems({ ...shipped, ...REAL })).toEqual([]);
    });

    it("are on in local runs, with the development pair, whose keys belong together", async () => {
      const settings = pushSettings({ ...shipped, ...DEVELOPMENT_VARS });
      expect(settings).toEqual({
        on: true,
        vapid: {
          publicKey: DEVELOPMENT_VARS.VAPID_PUBLIC_KEY,
          privateKey: DEVELOPMENT_VARS.VAPID_PRIVATE_KEY,
          subject: DEVELOPMENT_VARS.VAPID_SUBJECT,
        },
      });
      if (!settings.on) return;
      // vapidHeaders refuses a private key that is not the public key's.
      const signed = await vapidHeaders({ ...settings.vapid, endpoint: "https://fcm.googleapis.com/fcm/send/x" });
      expect(signed.Authorization).toMatch(/^vapid t=/);
    });

    it("are on in production with a deployment's own pair, off (with a reason) with the development one", async () => {
      const own = await generateVapidKeys();
      const production = { ...shipped, ...REAL, VAPID_SUBJECT: "mailto:push@yaadi.in" };
      expect(
        pushSettings({ ...production, VAPID_PUBLIC_KEY: own.publicKey, VAPID_PRIVATE_KEY: own.privateKey }),
      ).toMatchObject({ on: true });
      const development = pushSettings({
        ...production,
        VAPID_PUBLIC_KEY: DEVELOPMENT_VARS.VAPID_PUBLIC_KEY,
        VAPID_PRIVATE_KEY: DEVELOPMENT_VARS.VAPID_PRIVATE_KEY,
      });
      expect(development).toEqual({ on: false, problem: expect.stringContaining("development pair") });
    });

    it("are off, with the setting to fix, when one is missing or malformed", async () => {
      const own = await generateVapidKeys();
      const set = { ENVIRONMENT: "production", VAPID_SUBJECT: "mailto:push@yaadi.in", ...toVars(own) };
      const problem = (over: Record<string, string>) => {
        const settings = pushSettings({ ...set, ...over });
        return settings.on ? null : settings.problem;
      };
      expect(problem({})).toBeNull();
      expect(problem({ VAPID_PRIVATE_KEY: "" })).toContain("VAPID_PRIVATE_KEY");
      expect(problem({ VAPID_PUBLIC_KEY: "" })).toContain("VAPID_PUBLIC_KEY");
      expect(problem({ VAPID_PUBLIC_KEY: own.privateKey })).toContain("VAPID_PUBLIC_KEY");
      expect(problem({ VAPID_PRIVATE_KEY: `${own.privateKey}AA` })).toContain("VAPID_PRIVATE_KEY");
      expect(problem({ VAPID_SUBJECT: "" })).toContain("VAPID_SUBJECT");
      expect(problem({ VAPID_SUBJECT: "push@yaadi.in" })).toContain("VAPID_SUBJECT");
      expect(decodeBase64Url(own.publicKey)).toHaveLength(65);
    });
  });
});

const toVars = (keys: { publicKey: string; privateKey: string }) => ({
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
});
