import { vi } from "vitest";
import { encodeBase64Url } from "#app/domain/base64url";
import { isPushEndpoint } from "#app/domain/push/subscription";
import { decryptPushMessage } from "#app/domain/push/web-push-encryption";

/*
 * The two outside parties of Web Push, played in the test: a browser (its own P-256 key pair and auth secret, made
 * with WebCrypto as a browser makes them, so a message is read only with its private key) and the push service (the
 * outbound fetch to a push endpoint, recorded and answered; every other fetch goes on as it would). The Worker's code
 * runs in the tests' own isolate, so its fetch is the one replaced here.
 */

export type TestDevice = {
  endpoint: string;
  p256dh: string;
  auth: string;
  privateKey: CryptoKey;
};

let devices = 0;

/** A browser's new subscription at a push service (an FCM address unless given). */
export async function newDevice(endpoint?: string): Promise<TestDevice> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return {
    endpoint: endpoint ?? `https://fcm.googleapis.com/fcm/send/test-${++devices}-${crypto.randomUUID()}`,
    p256dh: encodeBase64Url(publicKey),
    auth: encodeBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    privateKey: pair.privateKey,
  };
}

export type Pushed = { endpoint: string; headers: Headers; body: Uint8Array };

/** Reads a pushed message as the device would: decrypted with its private key, then its JSON. */
export async function readPush(pushed: Pushed, device: TestDevice): Promise<Record<string, unknown>> {
  const plaintext = await decryptPushMessage(pushed.body, device);
  return JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
}

/** Starts answering pushes (201 unless `answers` names a status for an endpoint); `stop()` puts fetch back. */
export function fakePushService() {
  const received: Pushed[] = [];
  const answers = new Map<string, number | Error>();
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!isPushEndpoint(request.url)) return realFetch(input, init);
    received.push({
      endpoint: request.url,
      headers: request.headers,
      body: new Uint8Array(await request.arrayBuffer()),
    });
    const answer = answers.get(request.url) ?? 201;
    if (answer instanceof Error) throw answer;
    return new Response(null, { status: answer });
  });
  return {
    received,
    answers,
    to: (device: Pick<TestDevice, "endpoint">) => received.filter((p) => p.endpoint === device.endpoint),
    stop: () => spy.mockRestore(),
  };
}
