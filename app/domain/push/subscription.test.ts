import { describe, expect, it } from "vitest";
import { newBrowserSubscription } from "../../../tests/unit/push-samples";
import { encodeBase64Url } from "../base64url";
import { checkSubscription, isPushEndpoint } from "./subscription";

describe("isPushEndpoint", () => {
  it("takes the https addresses of the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB",
      "https://web.push.apple.com/QO2PUyNLSy73dR6fFhwch1X8fRjY",
      "https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAD",
    ])
      expect(isPushEndpoint(endpoint), endpoint).toBe(true);
  });

  it("refuses any other address the server would be made to POST to", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.example.com/fcm/send/x",
      "https://evilfcm.googleapis.com.attacker.in/x",
      "https://notify.windows.com.attacker.in/w",
      "https://localhost/push",
      "https://127.0.0.1/push",
      "javascript:alert(1)",
      "not a url",
      `https://fcm.googleapis.com/fcm/send/${"x".repeat(2048)}`,
    ])
      expect(isPushEndpoint(endpoint), endpoint).toBe(false);
  });
});

describe("checkSubscription", () => {
  const endpoint = "https://fcm.googleapis.com/fcm/send/abc123";

  it("gives back a browser's subscription, keys as unpadded base64url", async () => {
    const { keys } = await newBrowserSubscription();
    expect(await checkSubscription({ endpoint, ...keys })).toEqual({ ok: true, subscription: { endpoint, ...keys } });
    expect(await checkSubscription({ endpoint, p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` })).toEqual({
      ok: true,
      subscription: { endpoint, ...keys },
    });
  });

  it("says which part is wrong: the address, or the keys (lengths, alphabet, a point off the curve)", async () => {
    const { keys } = await newBrowserSubscription();
    const offCurve = new Uint8Array(65).fill(7);
    offCurve[0] = 4;
    const cases: Array<[Record<string, unknown>, "endpoint" | "keys"]> = [
      [{ endpoint: "https://example.com/push", ...keys }, "endpoint"],
      [{ ...keys }, "endpoint"],
      [{ endpoint, p256dh: keys.p256dh }, "keys"],
      [{ endpoint, p256dh: keys.auth, auth: keys.auth }, "keys"],
      [{ endpoint, p256dh: keys.p256dh, auth: keys.p256dh }, "keys"],
      [{ endpoint, p256dh: `+${keys.p256dh.slice(1)}`, auth: keys.auth }, "keys"],
      [{ endpoint, p256dh: encodeBase64Url(offCurve), auth: keys.auth }, "keys"],
      [{ endpoint, p256dh: 42, auth: keys.auth }, "keys"],
    ];
    for (const [input, problem] of cases)
      expect(await checkSubscription(input), JSON.stringify(input)).toEqual({ ok: false, problem });
  });
});
