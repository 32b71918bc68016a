import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("worker smoke", () => {
  it("answers health with no figures for the public", async () => {
    const res = await exports.default.fetch("http://localhost/api/v1/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
