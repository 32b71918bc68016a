import { describe, expect, it } from "vitest";
import { concatBytes, utf8 } from "./bytes";
import { decryptRecords, deriveContentKey, encryptSingleRecord, readHeader, writeHeader } from "./ece";

const b64 = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
const walrus = utf8("I am the walrus");

// RFC 8188 §3.1 "Encryption of a Response": one record, rs 4096, an empty key id.
const single = {
  ikm: b64("yqdlZ-tYemfogSmv7Ws5PQ"),
  salt: b64("I1BsxtFttlv3u_Oo94xnmw"),
  cek: "_wniytB-ofscZDh4tbSjHw",
  nonce: "Bcs8gkIRKLI8GeI8",
  body: b64("I1BsxtFttlv3u_Oo94xnmwAAEAAA-NAVub2qFgBEuQKRapoZu-IxkIva3MEB1PD-ly8Thjg"),
};

// RFC 8188 §3.2 "Encryption with Multiple Records": rs 25, key id "a1", one 0x00 of padding in the first record.
const multiple = {
  ikm: b64("BO3ZVPxUlnLORbVGMpbT1Q"),
  body: b64("uNCkWiNYzKTnBN9ji3-qWAAAABkCYTHOG8chz_gnvgOqdGYovxyjuqRyJFjEDyoF1Fvkj6hQPdPHI51OEUKEpgz3SsLWIqS_uA"),
};

/** A body whose one record holds `padded` as it is, delimiter and all, under the §3.1 key. */
async function bodyWithRecord(padded: Uint8Array<ArrayBuffer>) {
  const { cek, nonce } = await deriveContentKey(single.ikm, single.salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const record = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, padded));
  return concatBytes(writeHeader(single.salt, 4096, new Uint8Array()), record);
}

describe("aes128gcm key derivation (RFC 8188 §2.2–2.3)", () => {
  it("gives the CEK and nonce of RFC 8188 §3.1", async () => {
    const { cek, nonce } = await deriveContentKey(single.ikm, single.salt);
    expect(Buffer.from(cek).toString("base64url")).toBe(single.cek);
    expect(Buffer.from(nonce).toString("base64url")).toBe(single.nonce);
  });
});

describe("encryptSingleRecord", () => {
  it("writes exactly the body of RFC 8188 §3.1", async () => {
    const body = await encryptSingleRecord({
      ikm: single.ikm,
      salt: single.salt,
      keyId: new Uint8Array(),
      recordSize: 4096,
      plaintext: walrus,
    });
    expect(Buffer.from(body).toString("base64url")).toBe(Buffer.from(single.body).toString("base64url"));
  });

  it("refuses a plaintext that does not fit one record with its delimiter and tag", async () => {
    const encrypt = (bytes: number) =>
      encryptSingleRecord({
        ikm: single.ikm,
        salt: single.salt,
        keyId: new Uint8Array(),
        recordSize: 18,
        plaintext: new Uint8Array(bytes),
      });
    await expect(encrypt(1)).resolves.toHaveLength(21 + 18);
    await expect(encrypt(2)).rejects.toThrow("2 bytes of plaintext do not fit one record of 18 bytes");
  });
});

describe("readHeader", () => {
  it("reads the salt, the record size and the key id of RFC 8188 §3.2", () => {
    const header = readHeader(multiple.body);
    expect(Buffer.from(header.salt).toString("base64url")).toBe("uNCkWiNYzKTnBN9ji3-qWA");
    expect(header.recordSize).toBe(25);
    expect(new TextDecoder().decode(header.keyId)).toBe("a1");
    expect(header.length).toBe(23);
  });

  it("refuses a body shorter than its header and a record size under 18", () => {
    expect(() => readHeader(single.body.subarray(0, 20))).toThrow("too short for an aes128gcm header");
    expect(() => readHeader(multiple.body.subarray(0, 22))).toThrow("too short for its aes128gcm key id");
    const small = multiple.body.slice();
    small[19] = 17;
    expect(() => readHeader(small)).toThrow("record size 17 is below aes128gcm's minimum of 18");
  });
});

describe("decryptRecords", () => {
  it("opens RFC 8188 §3.1", async () => {
    expect(new TextDecoder().decode(await decryptRecords(single.body, single.ikm))).toBe("I am the walrus");
  });

  it("opens RFC 8188 §3.2: two records, the first padded, each with its own nonce", async () => {
    expect(new TextDecoder().decode(await decryptRecords(multiple.body, multiple.ikm))).toBe("I am the walrus");
  });

  it("refuses a body cut at a record boundary: its last record says more follow", async () => {
    await expect(decryptRecords(multiple.body.subarray(0, 23 + 25), multiple.ikm)).rejects.toThrow(
      "Record 0 ends with delimiter 1, not 2",
    );
  });

  it("refuses records in another order", async () => {
    const swapped = concatBytes(
      multiple.body.subarray(0, 23),
      multiple.body.subarray(48),
      multiple.body.subarray(23, 48),
    );
    await expect(decryptRecords(swapped, multiple.ikm)).rejects.toThrow("does not decrypt");
  });

  it("refuses a changed byte and a wrong key", async () => {
    const changed = single.body.slice();
    changed[30]! ^= 0x01;
    await expect(decryptRecords(changed, single.ikm)).rejects.toThrow("Record 0 does not decrypt");
    await expect(decryptRecords(single.body, multiple.ikm)).rejects.toThrow("Record 0 does not decrypt");
  });

  it("strips zero padding after the delimiter", async () => {
    const body = await bodyWithRecord(concatBytes(walrus, Uint8Array.of(2, 0, 0, 0)));
    expect(new TextDecoder().decode(await decryptRecords(body, single.ikm))).toBe("I am the walrus");
  });

  it("refuses a last record whose delimiter is not 0x02, or which has none", async () => {
    const wrongDelimiter = await bodyWithRecord(concatBytes(walrus, Uint8Array.of(1, 0)));
    await expect(decryptRecords(wrongDelimiter, single.ikm)).rejects.toThrow("ends with delimiter 1, not 2");
    const noDelimiter = await bodyWithRecord(new Uint8Array(4));
    await expect(decryptRecords(noDelimiter, single.ikm)).rejects.toThrow("has no padding delimiter");
  });

  it("refuses a header with no record after it, and a record too short for a tag", async () => {
    await expect(decryptRecords(single.body.subarray(0, 21), single.ikm)).rejects.toThrow("has no record");
    await expect(decryptRecords(single.body.subarray(0, 21 + 16), single.ikm)).rejects.toThrow(
      "too short to hold a delimiter and a tag",
    );
  });

  it("reads a body that is a view into a larger buffer from the view's own start", async () => {
    const view = concatBytes(new Uint8Array(7), single.body).subarray(7);
    expect(new TextDecoder().decode(await decryptRecords(view, single.ikm))).toBe("I am the walrus");
  });
});
