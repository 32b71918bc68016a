/**
 * The "aes128gcm" HTTP content coding (RFC 8188), the envelope every Web Push message travels in (RFC 8291 §4).
 * Encryption writes one record only, as RFC 8291 requires of a push message; decryption reads any number of records,
 * as RFC 8188 describes them, so it can be checked against the RFC's own multi-record example.
 *
 *   header: salt (16) | rs (4, big-endian) | idlen (1) | keyid (idlen)
 *   record: AES-128-GCM(data | delimiter | 0x00 padding), delimiter 0x02 on the last record and 0x01 before it
 */
import { concatBytes, utf8 } from "./bytes";

export const SALT_BYTES = 16;
const TAG_BYTES = 16;
/** A record holds at least the delimiter octet and the tag (RFC 8188 §2.1: "Values smaller than 18 are invalid"). */
const MIN_RECORD_SIZE = 18;
const LAST_RECORD_DELIMITER = 0x02;
const RECORD_DELIMITER = 0x01;

export interface ContentCodingHeader {
  salt: Uint8Array<ArrayBuffer>;
  recordSize: number;
  keyId: Uint8Array<ArrayBuffer>;
  /** Where the records start: 21 + keyId.length. */
  length: number;
}

/** HKDF-SHA-256 (RFC 5869), extract and expand in one WebCrypto call. */
export async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  byteLength: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, byteLength * 8),
  );
}

/** The content encryption key and the base nonce of RFC 8188 §2.2–2.3, as bytes so they can be checked. */
export async function deriveContentKey(ikm: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>) {
  const [cek, nonce] = await Promise.all([
    hkdf(salt, ikm, concatBytes(utf8("Content-Encoding: aes128gcm"), Uint8Array.of(0)), 16),
    hkdf(salt, ikm, concatBytes(utf8("Content-Encoding: nonce"), Uint8Array.of(0)), 12),
  ]);
  return { cek, nonce };
}

/** The nonce of record `sequence`: the base nonce XOR the sequence number as a 96-bit big-endian integer. */
function recordNonce(baseNonce: Uint8Array<ArrayBuffer>, sequence: number): Uint8Array<ArrayBuffer> {
  const nonce = baseNonce.slice();
  // Sequence numbers here stay far below 2^32; only the last four octets change.
  const last = new DataView(nonce.buffer, nonce.length - 4);
  last.setUint32(0, last.getUint32(0) ^ sequence);
  return nonce;
}

export function writeHeader(salt: Uint8Array, recordSize: number, keyId: Uint8Array): Uint8Array<ArrayBuffer> {
  if (salt.length !== SALT_BYTES) throw new Error(`The salt must be ${SALT_BYTES} bytes, not ${salt.length}`);
  if (keyId.length > 255) throw new Error("The key id must be at most 255 bytes");
  const fixed = new Uint8Array(5);
  new DataView(fixed.buffer).setUint32(0, recordSize);
  fixed[4] = keyId.length;
  return concatBytes(salt, fixed, keyId);
}

export function readHeader(body: Uint8Array): ContentCodingHeader {
  const fixedLength = SALT_BYTES + 5;
  if (body.length < fixedLength) throw new Error("The body is too short for an aes128gcm header");
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const recordSize = view.getUint32(SALT_BYTES);
  const keyIdLength = view.getUint8(SALT_BYTES + 4);
  const length = fixedLength + keyIdLength;
  if (body.length < length) throw new Error("The body is too short for its aes128gcm key id");
  if (recordSize < MIN_RECORD_SIZE) throw new Error(`The record size ${recordSize} is below aes128gcm's minimum of 18`);
  return {
    salt: body.slice(0, SALT_BYTES),
    recordSize,
    keyId: body.slice(fixedLength, length),
    length,
  };
}

/** Encrypts `plaintext` as a header and a single record: the delimiter 0x02 and no further padding. */
export async function encryptSingleRecord(p: {
  ikm: Uint8Array<ArrayBuffer>;
  salt: Uint8Array<ArrayBuffer>;
  keyId: Uint8Array;
  recordSize: number;
  plaintext: Uint8Array;
}): Promise<Uint8Array<ArrayBuffer>> {
  const recordLength = p.plaintext.length + 1 + TAG_BYTES;
  if (recordLength > p.recordSize) {
    throw new Error(`${p.plaintext.length} bytes of plaintext do not fit one record of ${p.recordSize} bytes`);
  }
  const header = writeHeader(p.salt, p.recordSize, p.keyId);
  const { cek, nonce } = await deriveContentKey(p.ikm, p.salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const padded = concatBytes(p.plaintext, Uint8Array.of(LAST_RECORD_DELIMITER));
  const record = await crypto.subtle.encrypt({ name: "AES-GCM", iv: recordNonce(nonce, 0) }, key, padded);
  return concatBytes(header, new Uint8Array(record));
}

/** Decrypts an aes128gcm body whose input keying material is `ikm`; refuses a tampered, truncated or unpadded one. */
export async function decryptRecords(body: Uint8Array, ikm: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const header = readHeader(body);
  const { cek, nonce } = await deriveContentKey(ikm, header.salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const records: Uint8Array[] = [];
  for (let at = header.length; at < body.length; at += header.recordSize) {
    records.push(body.subarray(at, Math.min(at + header.recordSize, body.length)));
  }
  if (records.length === 0) throw new Error("The aes128gcm body has no record");

  const plaintexts: Uint8Array[] = [];
  for (const [sequence, record] of records.entries()) {
    if (record.length < TAG_BYTES + 1) throw new Error(`Record ${sequence} is too short to hold a delimiter and a tag`);
    let padded: Uint8Array;
    try {
      padded = new Uint8Array(
        await crypto.subtle.decrypt({ name: "AES-GCM", iv: recordNonce(nonce, sequence) }, key, record.slice()),
      );
    } catch {
      throw new Error(`Record ${sequence} does not decrypt: wrong key, or the body was changed`);
    }
    plaintexts.push(unpad(padded, sequence === records.length - 1, sequence));
  }
  return concatBytes(...plaintexts);
}

/** Strips the delimiter and zero padding (RFC 8188 §2): the delimiter is the last non-zero octet. */
function unpad(padded: Uint8Array, isLast: boolean, sequence: number): Uint8Array {
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0) throw new Error(`Record ${sequence} has no padding delimiter`);
  const expected = isLast ? LAST_RECORD_DELIMITER : RECORD_DELIMITER;
  // A 0x01 on the last record is also what a body cut short at a record boundary looks like.
  if (padded[end] !== expected) {
    throw new Error(
      `Record ${sequence} ends with delimiter ${padded[end]}, not ${expected}: the body is cut or malformed`,
    );
  }
  return padded.subarray(0, end);
}
