// Keys the push unit tests encrypt and sign with (app/domain/push/*.test.ts). RFC 8291 §5 and Appendix A give two
// P-256 key pairs and an auth secret with the message they produce; the values are copied from the RFC with its
// line-wrapping whitespace removed.
export const RFC_8291_EXAMPLE = {
  plaintext: "When I grow up, I want to be a watermelon",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  userAgent: {
    publicKey: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    privateKey: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  },
  applicationServer: {
    publicKey: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
    privateKey: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  },
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml" +
    "mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT" +
    "pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

const b64 = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

/** An ECDH P-256 pair from the base64url public point and private scalar (a JWK is WebCrypto's way in). */
export async function ecdhKeyPair(keys: { publicKey: string; privateKey: string }): Promise<CryptoKeyPair> {
  const point = b64(keys.publicKey);
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: Buffer.from(point.subarray(1, 33)).toString("base64url"),
    y: Buffer.from(point.subarray(33)).toString("base64url"),
  };
  const algorithm = { name: "ECDH", namedCurve: "P-256" };
  return {
    publicKey: await crypto.subtle.importKey("jwk", jwk, algorithm, true, []),
    privateKey: await crypto.subtle.importKey("jwk", { ...jwk, d: keys.privateKey }, algorithm, false, ["deriveBits"]),
  };
}

/** A browser's side of a new subscription: its key pair, and the keys as PushSubscription.toJSON() gives them. */
export async function newBrowserSubscription() {
  const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, ["deriveBits"]);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  return {
    privateKey: pair.privateKey,
    keys: {
      p256dh: Buffer.from(publicKey).toString("base64url"),
      auth: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url"),
    },
  };
}
