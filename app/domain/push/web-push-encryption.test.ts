import { describe, expect, it } from "vitest";
import { ecdhKeyPair, newBrowserSubscription, RFC_8291_EXAMPLE as rfc } from "../../../tests/unit/push-samples";
import { utf8 } from "./bytes";
import { readHeader } from "./ece";
import { decryptPushMessage, encryptPushMessage, MAX_PUSH_PLAINTEXT_BYTES } from "./web-push-encryption";

const b64 = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const rfcSubscription = { p256dh: rfc.userAgent.publicKey, auth: rfc.authSecret };
const rfcBrowser = async () => ({
  privateKey: (await ecdhKeyPair(rfc.userAgent)).privateKey,
  p256dh: rfc.userAgent.publicKey,
  auth: rfc.authSecret,
});

describe("encryptPushMessage (RFC 8291)", () => {
  it("writes exactly the message of RFC 8291 §5 from Appendix A's keys, salt and plaintext", async () => {
    const body = await encryptPushMessage({
      subscription: rfcSubscription,
      plaintext: utf8(rfc.plaintext),
      salt: b64(rfc.salt),
      serverKeys: await ecdhKeyPair(rfc.applicationServer),
    });
    expect(Buffer.from(body).toString("base64url")).toBe(rfc.body);
    expect(body).toHaveLength(144);
  });

  it("heads the body with the salt, rs 4096 and its new public key as the 65-byte key id", async () => {
    const browser = await newBrowserSubscription();
    const body = await encryptPushMessage({ subscription: browser.keys, plaintext: utf8("New order") });
    const header = readHeader(body);
    expect(header.recordSize).toBe(4096);
    expect(header.keyId).toHaveLength(65);
    expect(header.keyId[0]).toBe(0x04);
    expect(body).toHaveLength(86 + "New order".length + 1 + 16);
  });

  it("uses a new salt and a new key pair for every message", async () => {
    const browser = await newBrowserSubscription();
    const first = readHeader(await encryptPushMessage({ subscription: browser.keys, plaintext: utf8("same") }));
    const second = readHeader(await encryptPushMessage({ subscription: browser.keys, plaintext: utf8("same") }));
    expect(first.salt).not.toEqual(second.salt);
    expect(first.keyId).not.toEqual(second.keyId);
  });

  it(`takes ${MAX_PUSH_PLAINTEXT_BYTES} bytes, a 4096-byte body, and refuses one byte more`, async () => {
    expect(MAX_PUSH_PLAINTEXT_BYTES).toBe(3993);
    const browser = await newBrowserSubscription();
    const largest = crypto.getRandomValues(new Uint8Array(MAX_PUSH_PLAINTEXT_BYTES));
    const body = await encryptPushMessage({ subscription: browser.keys, plaintext: largest });
    expect(body).toHaveLength(4096);
    expect(await decryptPushMessage(body, { ...browser.keys, privateKey: browser.privateKey })).toEqual(largest);
    await expect(
      encryptPushMessage({ subscription: browser.keys, plaintext: new Uint8Array(MAX_PUSH_PLAINTEXT_BYTES + 1) }),
    ).rejects.toThrow("A push message holds at most 3993 bytes of plaintext; this one has 3994");
  });

  it("refuses subscription keys that are not a P-256 point and a 16-byte secret", async () => {
    const encrypt = (subscription: { p256dh: string; auth: string }) =>
      encryptPushMessage({ subscription, plaintext: utf8("x") });
    const point = b64(rfc.userAgent.publicKey);
    const short = Buffer.from(point.subarray(0, 64)).toString("base64url");
    await expect(encrypt({ ...rfcSubscription, p256dh: short })).rejects.toThrow(
      "The subscription's p256dh is not an uncompressed P-256 public key",
    );
    const compressedPrefix = point.slice();
    compressedPrefix[0] = 0x02;
    await expect(
      encrypt({ ...rfcSubscription, p256dh: Buffer.from(compressedPrefix).toString("base64url") }),
    ).rejects.toThrow("The subscription's p256dh is not an uncompressed P-256 public key");
    const offCurve = point.slice();
    offCurve[64]! ^= 0x01;
    await expect(encrypt({ ...rfcSubscription, p256dh: Buffer.from(offCurve).toString("base64url") })).rejects.toThrow(
      "The subscription's p256dh is not a point on the P-256 curve",
    );
    await expect(encrypt({ ...rfcSubscription, auth: "BTBZMqHH6r4Tts7J_aSI" })).rejects.toThrow(
      "The subscription's auth secret is not 16 bytes",
    );
    await expect(encrypt({ ...rfcSubscription, auth: "BTBZMqHH6r4Tts7J/aSIgg" })).rejects.toThrow(
      "The subscription's auth secret is not base64url",
    );
  });
});

describe("decryptPushMessage (RFC 8291, the browser's side)", () => {
  it("opens RFC 8291 §5's message with the user agent's private key", async () => {
    expect(text(await decryptPushMessage(b64(rfc.body), await rfcBrowser()))).toBe(rfc.plaintext);
  });

  it("opens a message encrypted for a new subscription with random keys", async () => {
    const browser = await newBrowserSubscription();
    const message = "New order: 3 items, Rs. 1,23,456.50 — कांदा 1 kg";
    const body = await encryptPushMessage({ subscription: browser.keys, plaintext: utf8(message) });
    expect(text(await decryptPushMessage(body, { ...browser.keys, privateKey: browser.privateKey }))).toBe(message);
  });

  it("refuses a changed salt, key id, ciphertext or tag", async () => {
    const browser = await rfcBrowser();
    // 3: salt; 40: inside the key id; 100: ciphertext; 143: the tag's last byte.
    for (const at of [3, 40, 100, 143]) {
      const changed = b64(rfc.body);
      changed[at]! ^= 0x01;
      await expect(decryptPushMessage(changed, browser), `byte ${at}`).rejects.toThrow(/does not decrypt|not a point/);
    }
  });

  it("refuses a message for another subscription, or with another auth secret", async () => {
    const other = await newBrowserSubscription();
    await expect(decryptPushMessage(b64(rfc.body), { ...other.keys, privateKey: other.privateKey })).rejects.toThrow(
      "does not decrypt",
    );
    await expect(decryptPushMessage(b64(rfc.body), { ...(await rfcBrowser()), auth: other.keys.auth })).rejects.toThrow(
      "does not decrypt",
    );
  });

  it("refuses a body of more than one record and one whose key id is not a P-256 public key", async () => {
    const browser = await rfcBrowser();
    const smallRecords = b64(rfc.body);
    smallRecords.set([0, 0, 0, 18], 16); // rs 18: the 58 bytes after the header are four records
    await expect(decryptPushMessage(smallRecords, browser)).rejects.toThrow("A push message is a single record");
    const noKeyId = b64("I1BsxtFttlv3u_Oo94xnmwAAEAAA-NAVub2qFgBEuQKRapoZu-IxkIva3MEB1PD-ly8Thjg"); // RFC 8188 §3.1
    await expect(decryptPushMessage(noKeyId, browser)).rejects.toThrow(
      "The message's key id is not an application server's P-256 public key",
    );
  });
});
