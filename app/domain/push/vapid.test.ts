import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RFC_8291_EXAMPLE as rfc } from "../../../tests/unit/push-samples";
import { generateVapidKeys, vapidHeaders } from "./vapid";

const b64 = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
const json = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

// The RFC's application server pair is a valid P-256 pair; reused here so that key tests are fixed.
const keys = rfc.applicationServer;
const endpoint = "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH-subscription";
const now = new Date("2026-11-27T10:00:00Z");
const nowSeconds = now.getTime() / 1000;
const vapid = { ...keys, subject: "mailto:push@yaadi.in", endpoint, now };

/** The token and key of "vapid t=<JWT>, k=<key>" (RFC 8292 §3). */
function parsed(authorization: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`Not a vapid authorization: ${authorization}`);
  const [, header, claims, signature, key] = match as unknown as [string, string, string, string, string];
  return { header, claims, signature, key, signingInput: `${header}.${claims}` };
}

async function verifiesWithWebCrypto(publicKey: string, signingInput: string, signature: string) {
  const key = await crypto.subtle.importKey("raw", b64(publicKey), { name: "ECDSA", namedCurve: "P-256" }, false, [
    "verify",
  ]);
  const data = new TextEncoder().encode(signingInput);
  return crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, b64(signature), data);
}

describe("vapidHeaders (RFC 8292)", () => {
  it("sends the JWT as t= and the public key as k=", async () => {
    const { Authorization } = await vapidHeaders(vapid);
    expect(Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(parsed(Authorization).key).toBe(keys.publicKey);
  });

  it('heads the JWT {"typ":"JWT","alg":"ES256"}', async () => {
    const { header } = parsed((await vapidHeaders(vapid)).Authorization);
    expect(json(header)).toEqual({ typ: "JWT", alg: "ES256" });
    expect(header).toBe("eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiJ9");
  });

  it("claims the endpoint's origin as aud, exp 12 hours on and the subject as sub", async () => {
    const { claims } = parsed((await vapidHeaders(vapid)).Authorization);
    expect(json(claims)).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: nowSeconds + 12 * 3600,
      sub: vapid.subject,
    });
  });

  it("keeps a port in aud and drops the path, query and fragment", async () => {
    const { claims } = parsed(
      (await vapidHeaders({ ...vapid, endpoint: "https://push.example.net:8443/push/JzLQ3raZ?x=1#y" })).Authorization,
    );
    expect(json(claims).aud).toBe("https://push.example.net:8443");
  });

  it("expires when asked, up to 24 hours on, and refuses longer, none or a fraction", async () => {
    const exp = async (expiresInSeconds: number) =>
      json(parsed((await vapidHeaders({ ...vapid, expiresInSeconds })).Authorization).claims).exp;
    expect(await exp(60)).toBe(nowSeconds + 60);
    expect(await exp(24 * 3600)).toBe(nowSeconds + 24 * 3600);
    for (const bad of [24 * 3600 + 1, 0, -60, 1.5]) {
      await expect(exp(bad), `${bad}`).rejects.toThrow("A VAPID token expires 1 to 86400 seconds ahead");
    }
  });

  it("takes exp from the clock's whole seconds", async () => {
    const { claims } = parsed((await vapidHeaders({ ...vapid, now: new Date(now.getTime() + 999) })).Authorization);
    expect(json(claims).exp).toBe(nowSeconds + 12 * 3600);
  });

  it("signs ES256 as a raw 64-byte r || s that the public key verifies, over exactly header.claims", async () => {
    const { signingInput, signature, key } = parsed((await vapidHeaders(vapid)).Authorization);
    expect(b64(signature)).toHaveLength(64);
    expect(await verifiesWithWebCrypto(key, signingInput, signature)).toBe(true);
    expect(await verifiesWithWebCrypto(key, `${signingInput}x`, signature)).toBe(false);
    // Node's own verifier, told to expect IEEE P1363 (r || s) rather than DER, agrees.
    const point = b64(key);
    const jwk = {
      kty: "EC",
      crv: "P-256",
      x: Buffer.from(point.subarray(1, 33)).toString("base64url"),
      y: Buffer.from(point.subarray(33)).toString("base64url"),
    };
    const publicKey = createPublicKey({ key: jwk, format: "jwk" });
    expect(
      verify("sha256", Buffer.from(signingInput), { key: publicKey, dsaEncoding: "ieee-p1363" }, b64(signature)),
    ).toBe(true);
  });

  it("accepts an https URL as the subject and refuses anything but mailto: and https", async () => {
    const sub = async (subject: string) =>
      json(parsed((await vapidHeaders({ ...vapid, subject })).Authorization).claims).sub;
    expect(await sub("https://yaadi.in/contact")).toBe("https://yaadi.in/contact");
    for (const bad of ["push@yaadi.in", "mailto:", "mailto:push yaadi.in", "http://yaadi.in", ""]) {
      await expect(sub(bad), bad).rejects.toThrow('The VAPID subject must be "mailto:" and an e-mail address');
    }
  });

  it("refuses an endpoint that is not an https URL", async () => {
    await expect(vapidHeaders({ ...vapid, endpoint: "fcm/send/abc" })).rejects.toThrow("is not a URL");
    await expect(vapidHeaders({ ...vapid, endpoint: "http://push.example.net/p" })).rejects.toThrow(
      "is not an https URL",
    );
  });

  it("refuses a public key that is not a P-256 point, a private key that is not 32 bytes, and a mismatched pair", async () => {
    const point = b64(keys.publicKey);
    const as64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
    await expect(vapidHeaders({ ...vapid, publicKey: as64(point.subarray(1)) })).rejects.toThrow(
      "The VAPID public key is not an uncompressed P-256 public key",
    );
    await expect(vapidHeaders({ ...vapid, publicKey: "not+base64url" })).rejects.toThrow(
      "The VAPID public key is not base64url",
    );
    await expect(vapidHeaders({ ...vapid, privateKey: as64(b64(keys.privateKey).subarray(1)) })).rejects.toThrow(
      "The VAPID private key is not a 32-byte P-256 private key",
    );
    const offCurve = point.slice();
    offCurve[64]! ^= 0x01;
    await expect(vapidHeaders({ ...vapid, publicKey: as64(offCurve) })).rejects.toThrow(
      "The VAPID private key is not the P-256 private key of the VAPID public key",
    );
    await expect(vapidHeaders({ ...vapid, privateKey: rfc.userAgent.privateKey })).rejects.toThrow(
      "The VAPID private key is not the P-256 private key of the VAPID public key",
    );
  });
});

describe("generateVapidKeys", () => {
  it("makes a new pair each time: a 65-byte uncompressed point and a 32-byte scalar, base64url", async () => {
    const first = await generateVapidKeys();
    const second = await generateVapidKeys();
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    expect(b64(first.publicKey)[0]).toBe(0x04);
    expect(second.publicKey).not.toBe(first.publicKey);
    expect(second.privateKey).not.toBe(first.privateKey);
  });

  it("makes a pair that signs tokens its public key verifies", async () => {
    const generated = await generateVapidKeys();
    const { signingInput, signature, key } = parsed((await vapidHeaders({ ...vapid, ...generated })).Authorization);
    expect(key).toBe(generated.publicKey);
    expect(await verifiesWithWebCrypto(generated.publicKey, signingInput, signature)).toBe(true);
    expect(await verifiesWithWebCrypto(keys.publicKey, signingInput, signature)).toBe(false);
  });
});
