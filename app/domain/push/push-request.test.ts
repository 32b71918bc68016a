import { describe, expect, it } from "vitest";
import { newBrowserSubscription, RFC_8291_EXAMPLE as rfc } from "../../../tests/unit/push-samples";
import { pushRequest } from "./push-request";
import { decryptPushMessage } from "./web-push-encryption";

const endpoint = "https://web.push.apple.com/QO2PUyNLSy73dR6fFhwch1X8fRjY";
const vapid = { ...rfc.applicationServer, subject: "mailto:push@yaadi.in" };
const order = { title: "New order", body: "Yaadi no. 42 from Asha Deshpande, Rs. 123.50", url: "/adminpanel/yaadi/42" };

async function request(over: { topic?: string; ttlSeconds?: number; urgency?: string; payload?: object } = {}) {
  const browser = await newBrowserSubscription();
  const made = await pushRequest({
    subscription: { endpoint, keys: browser.keys },
    payload: over.payload ?? order,
    vapid,
    ttlSeconds: over.ttlSeconds ?? 86_400,
    urgency: (over.urgency ?? "high") as "high",
    ...(over.topic !== undefined ? { topic: over.topic } : {}),
    now: new Date("2026-11-27T10:00:00Z"),
  });
  return { ...made, browser, headers: new Headers(made.init.headers) };
}

describe("pushRequest (RFC 8030 §5)", () => {
  it("POSTs to the subscription's endpoint", async () => {
    const { url, init } = await request();
    expect(url).toBe(endpoint);
    expect(init.method).toBe("POST");
  });

  it("says the coding, the type, TTL, urgency and the VAPID authorization, and nothing else", async () => {
    const { headers } = await request();
    const names: string[] = [];
    headers.forEach((_, name) => {
      names.push(name);
    });
    expect(names.sort()).toEqual(["authorization", "content-encoding", "content-type", "ttl", "urgency"]);
    expect(headers.get("Content-Encoding")).toBe("aes128gcm");
    expect(headers.get("Content-Type")).toBe("application/octet-stream");
    expect(headers.get("TTL")).toBe("86400");
    expect(headers.get("Urgency")).toBe("high");
  });

  it("authorizes for the endpoint's origin with the VAPID public key", async () => {
    const authorization = (await request()).headers.get("Authorization")!;
    const [, claims] = /^vapid t=[\w-]+\.([\w-]+)\.[\w-]+, k=([\w-]+)$/.exec(authorization)!;
    expect(JSON.parse(Buffer.from(claims!, "base64url").toString("utf8"))).toMatchObject({
      aud: "https://web.push.apple.com",
      sub: "mailto:push@yaadi.in",
    });
    expect(authorization.endsWith(`, k=${vapid.publicKey}`)).toBe(true);
  });

  it("sends a body the subscribed browser decrypts to the payload's JSON", async () => {
    const { init, browser } = await request();
    const plaintext = await decryptPushMessage(init.body as Uint8Array, {
      ...browser.keys,
      privateKey: browser.privateKey,
    });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(order);
  });

  it("adds a Topic when given one, of up to 32 base64url characters", async () => {
    expect((await request({ topic: "shop-7_orders" })).headers.get("Topic")).toBe("shop-7_orders");
    expect((await request({ topic: "a".repeat(32) })).headers.get("Topic")).toBe("a".repeat(32));
    for (const bad of ["a".repeat(33), "new orders", "shop.7", ""]) {
      await expect(request({ topic: bad }), bad).rejects.toThrow("A topic is 1 to 32 characters");
    }
  });

  it("takes a TTL of 0 and refuses a negative or fractional one, and an urgency RFC 8030 does not name", async () => {
    expect((await request({ ttlSeconds: 0 })).headers.get("TTL")).toBe("0");
    await expect(request({ ttlSeconds: -1 })).rejects.toThrow("TTL is a whole number of seconds");
    await expect(request({ ttlSeconds: 1.5 })).rejects.toThrow("TTL is a whole number of seconds");
    expect((await request({ urgency: "very-low" })).headers.get("Urgency")).toBe("very-low");
    await expect(request({ urgency: "urgent" })).rejects.toThrow("Urgency is one of very-low, low, normal, high");
  });

  it("refuses a payload too large for one push message", async () => {
    await expect(request({ payload: { note: "x".repeat(4000) } })).rejects.toThrow("A push message holds at most 3993");
  });
});
