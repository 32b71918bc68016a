import { describe, expect, it } from "vitest";
import { looksLikeYaadiUrl, makeYaadiUrl, YAADI_RANDOM_LENGTH } from "./yaadi-url";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
// DECISIONS.md: IST hhmmss + ≥12 random [0-9A-Za-z] + IST ddmm + "_" + shopUrl.
const SHAPE = /^(\d{6})([0-9A-Za-z]{12})(\d{4})_(.+)$/;

/** A deterministic "random" source: each call answers the next batch of bytes (the last batch repeats), cut or cycled to n. */
function scripted(...batches: number[][]) {
  let call = 0;
  const source = (n: number) => {
    const batch = batches[Math.min(call++, batches.length - 1)]!;
    return Uint8Array.from({ length: n }, (_, i) => batch[i % batch.length]!);
  };
  return Object.assign(source, { calls: () => call });
}

const counting = () => scripted(Array.from({ length: 24 }, (_, i) => i));
const cryptoRandom = (n: number) => crypto.getRandomValues(new Uint8Array(n));

describe("makeYaadiUrl", () => {
  it("is IST hhmmss + 12 random characters + IST ddmm + _ + shop URL", () => {
    // 10:15:30 UTC is 15:45:30 IST, 21 November.
    const url = makeYaadiUrl("demoveggiestore", new Date("2026-11-21T10:15:30Z"), counting());
    expect(url).toBe("154530" + "0123456789AB" + "2111" + "_demoveggiestore");
    expect(YAADI_RANDOM_LENGTH).toBeGreaterThanOrEqual(12);
  });

  it("pads single-digit hours, minutes, seconds, days and months", () => {
    // 20:31:02 UTC on 4 Jan is 02:01:02 IST on 5 Jan.
    const url = makeYaadiUrl("shop_1", new Date("2026-01-04T20:31:02Z"), counting());
    expect(SHAPE.exec(url)?.slice(1)).toEqual(["020102", "0123456789AB", "0501", "shop_1"]);
  });

  it("rolls the date over to the next IST day at 18:30 UTC", () => {
    const before = SHAPE.exec(makeYaadiUrl("s", new Date("2026-12-31T18:29:59Z"), counting()));
    const after = SHAPE.exec(makeYaadiUrl("s", new Date("2026-12-31T18:30:00Z"), counting()));
    expect([before?.[1], before?.[3]]).toEqual(["235959", "3112"]);
    expect([after?.[1], after?.[3]]).toEqual(["000000", "0101"]);
  });

  it("draws from [0-9A-Za-z] with real random bytes and differs from call to call", () => {
    const now = new Date("2026-11-21T10:15:30Z");
    const urls = new Set(Array.from({ length: 50 }, () => makeYaadiUrl("demoveggiestore", now, cryptoRandom)));
    expect(urls.size).toBe(50);
    for (const url of urls) expect(url).toMatch(SHAPE);
  });

  it("maps every byte below 248 to ALPHABET[byte % 62], so each character is equally likely (4 bytes each)", () => {
    const tally = new Map<string, number>();
    for (let b = 0; b < 248; b++) {
      const key = SHAPE.exec(makeYaadiUrl("s", new Date(0), scripted([b])))![2]!;
      expect(key).toBe(ALPHABET[b % 62]!.repeat(12));
      tally.set(key[0]!, (tally.get(key[0]!) ?? 0) + 1);
    }
    expect(tally.size).toBe(62);
    expect(new Set(tally.values())).toEqual(new Set([4]));
  });

  it("skips bytes 248–255 (rejection sampling) and asks for more", () => {
    const random = scripted([248, 249, 250, 251, 252, 253, 254, 255], [7]);
    const key = SHAPE.exec(makeYaadiUrl("s", new Date(0), random))![2];
    expect(key).toBe("7".repeat(12));
    expect(random.calls()).toBe(2);
  });

  it("takes only the accepted bytes when skipped ones are interleaved", () => {
    const key = SHAPE.exec(makeYaadiUrl("s", new Date(0), scripted([255, 0, 248, 61, 62, 247])))![2];
    // 0 → "0", 61 → "z", 62 → "0", 247 → "z" (247 % 62 = 61); 255 and 248 are dropped.
    expect(key).toBe("0z0z0z0z0z0z");
  });
});

describe("looksLikeYaadiUrl", () => {
  it("accepts generated URLs", () => {
    for (const shop of ["demoveggiestore", "shop_1", "a"]) {
      expect(looksLikeYaadiUrl(makeYaadiUrl(shop, new Date(), cryptoRandom))).toBe(true);
    }
    expect(looksLikeYaadiUrl("154530" + "0123456789AB" + "2111" + "_demoveggiestore")).toBe(true);
  });

  it("rejects a random part shorter than 12 characters (the spec's old 4-character form included)", () => {
    expect(looksLikeYaadiUrl("154530" + "aB3x" + "2111" + "_demoveggiestore")).toBe(false);
    expect(looksLikeYaadiUrl("154530" + "0123456789A" + "2111" + "_demoveggiestore")).toBe(false);
  });

  it("rejects odd shapes", () => {
    const good = "154530" + "0123456789AB" + "2111";
    for (const bad of [
      "",
      "demoveggiestore",
      `${good}demoveggiestore`, // no underscore
      `${good}_`, // no shop
      `${good}_DemoVeggieStore`, // shop URLs are lowercase
      `${good}_demo-veggie`,
      `${good}_demoveggiestore/extra`,
      `12:45:30${"0123456789AB"}2111_demoveggiestore`,
      `154530${"0123456789A!"}2111_demoveggiestore`,
      `154530${"0123456789AB"}21_demoveggiestore`,
      `${good}_${"a".repeat(65)}`,
      ` ${good}_demoveggiestore`,
    ]) {
      expect(looksLikeYaadiUrl(bad), bad).toBe(false);
    }
  });
});
