import { describe, expect, it } from "vitest";
import {
  capturingShopUrls,
  checkDealer,
  dealerLinkPreview,
  dealerSegment,
  dealerStoreLink,
  normalizeDealerLink,
} from "./dealer";
import { DEALERS_CSV_FILE_NAME, dealersCsv } from "./dealer-csv";
import { dealerUpdateSchema, newDealerSchema } from "./dealer-schema";
import { DEALER_MESSAGES } from "./messages";

const ramesh = { name: "Ramesh Patil", whatsApp: "9000000011", link: "ramesh", password: "1234" };

describe("dealer form (spec 3 §5 'Dealer')", () => {
  it("names 5–40, WhatsApp exactly 10 digits, link 5–20, password 4–10 digits, with the generic texts", () => {
    expect(checkDealer(ramesh, "add")).toEqual({});
    expect(checkDealer({ name: "Ravi", whatsApp: "98765", link: "ram", password: "123" }, "add")).toEqual({
      name: "Min 5 characters required",
      whatsApp: "Min 10 digits required",
      link: "Min 5 characters required",
      password: "Min 4 digits required",
    });
    expect(
      checkDealer(
        { name: "x".repeat(41), whatsApp: "98765432100", link: "x".repeat(21), password: "12345678901" },
        "add",
      ),
    ).toEqual({
      name: "Maximum 40 characters allowed",
      whatsApp: "Maximum 10 digits allowed",
      link: "Maximum 20 characters allowed",
      password: "Maximum 10 digits allowed",
    });
    expect(checkDealer({ ...ramesh, whatsApp: "98765-4321", password: "12ab" }, "add")).toEqual({
      whatsApp: "Enter only digits",
      password: "Enter only digits",
    });
    expect(checkDealer({ name: "", whatsApp: "", link: "", password: "" }, "add")).toEqual({
      name: "Name is required",
      whatsApp: "WhatsApp number is required",
      link: "Link is required",
      password: "Password is required",
    });
    expect(
      checkDealer(
        { name: "x".repeat(40), whatsApp: "9000000011", link: "x".repeat(20), password: "1".repeat(10) },
        "add",
      ),
    ).toEqual({});
  });

  it("refuses spaces and symbols in the link with the spec's no-symbols texts", () => {
    expect(checkDealer({ ...ramesh, link: "ramesh patil" }, "add")).toEqual({ link: "space is not allowed" });
    expect(checkDealer({ ...ramesh, link: "ramesh-p" }, "add")).toEqual({
      link: "Symbols other than underscore (_) are not allowed, you have used -",
    });
    expect(checkDealer({ ...ramesh, link: "ramesh/x" }, "add")).toEqual({
      link: "Symbols other than underscore (_) are not allowed, you have used /",
    });
    expect(checkDealer({ ...ramesh, link: "12345" }, "add")).toEqual({
      link: "Only digits are not allowed, use some alphabets also",
    });
    expect(checkDealer({ ...ramesh, link: "ramesh_2" }, "add")).toEqual({});
  });

  it("requires the password on ADD only: an empty one on UPDATE keeps the stored password", () => {
    expect(checkDealer({ ...ramesh, password: "" }, "add")).toEqual({ password: "Password is required" });
    expect(checkDealer({ ...ramesh, password: "" }, "update")).toEqual({});
    expect(checkDealer({ ...ramesh, password: "12" }, "update")).toEqual({ password: "Min 4 digits required" });
  });

  it("re-checks on the server with the same messages and stores the link lowercase", () => {
    expect(
      newDealerSchema.parse({ name: " Ramesh Patil ", whatsApp: "9000000011", link: " Ramesh_P ", password: "1234" }),
    ).toEqual({
      name: "Ramesh Patil",
      whatsApp: "9000000011",
      link: "ramesh_p",
      password: "1234",
    });
    expect(newDealerSchema.safeParse({ ...ramesh, password: "" }).error!.issues[0]!.message).toBe(
      "Password is required",
    );
    expect(newDealerSchema.safeParse({ ...ramesh, link: "ram esh" }).error!.issues[0]!.message).toBe(
      "space is not allowed",
    );
    expect(dealerUpdateSchema.parse({ ...ramesh, password: "" })).toEqual({ ...ramesh, password: "" });
    // A missing field reads as empty, so the answer is the form's own text.
    expect(
      newDealerSchema.safeParse({ name: "Ramesh Patil", whatsApp: "9000000011", password: "1234" }).error!.issues[0]!
        .message,
    ).toBe("Link is required");
  });
});

describe("dealer link", () => {
  it("is trimmed and lowercase, as the store URL it becomes part of", () => {
    expect(normalizeDealerLink(" Ramesh_P ")).toBe("ramesh_p");
    expect(dealerSegment("demoveggiestore", "Ramesh")).toBe("demoveggiestore_ramesh");
  });

  it("previews as '.../{shopUrl}_{link}' (spec 3 §2) and is shared with the store's origin", () => {
    expect(dealerLinkPreview("demoveggiestore", "ramesh")).toBe(".../demoveggiestore_ramesh");
    expect(dealerLinkPreview("demoveggiestore", "RAMESH")).toBe(".../demoveggiestore_ramesh");
    expect(dealerLinkPreview("demoveggiestore", "")).toBe(".../demoveggiestore_");
    expect(dealerStoreLink("https://yaadi.in", "demoveggiestore", "ramesh")).toBe(
      "https://yaadi.in/demoveggiestore_ramesh",
    );
  });

  it("would be captured by a store holding the whole segment or a longer shop URL before an underscore", () => {
    expect(capturingShopUrls("abc", "ramesh")).toEqual(["abc_ramesh"]);
    // /abc_def_xyz: the store abc_def_xyz, else abc_def (dealer xyz), else abc (dealer def_xyz) — ours is the last.
    expect(capturingShopUrls("abc", "def_xyz")).toEqual(["abc_def_xyz", "abc_def"]);
    expect(capturingShopUrls("abc", "d_e_f")).toEqual(["abc_d_e_f", "abc_d_e", "abc_d"]);
    // A shop URL with underscores of its own: only readings longer than it compete.
    expect(capturingShopUrls("ab_cd", "ramesh")).toEqual(["ab_cd_ramesh"]);
    expect(capturingShopUrls("abc", "Ramesh_X")).toEqual(["abc_ramesh_x", "abc_ramesh"]);
  });
});

describe("dealer CSV", () => {
  const at = new Date("2026-11-22T20:00:00Z"); // 23 Nov 2026, 01:30 in India

  it("has the file name and columns, the number kept as text, the full link and the India date", () => {
    expect(DEALERS_CSV_FILE_NAME).toBe("Dealers.csv");
    expect(
      dealersCsv(
        [{ name: "Ramesh Patil", whatsApp: "9000000011", link: "ramesh", createdAt: at }],
        "https://yaadi.in",
        "demoveggiestore",
      ),
    ).toBe(
      '\uFEFFName,WhatsApp No.,Link,Date Added\r\nRamesh Patil,"=""9000000011""",https://yaadi.in/demoveggiestore_ramesh,23/11/2026\r\n',
    );
  });

  it("quotes commas and neutralises cells a spreadsheet would run as formulas", () => {
    expect(
      dealersCsv(
        [{ name: "=HYPERLINK(1), Ravi", whatsApp: "9000000012", link: "ravi1", createdAt: at }],
        "https://yaadi.in",
        "abc",
      ),
    ).toBe(
      '\uFEFFName,WhatsApp No.,Link,Date Added\r\n"\'=HYPERLINK(1), Ravi","=""9000000012""",https://yaadi.in/abc_ravi1,23/11/2026\r\n',
    );
  });
});

describe("dealer texts (spec 3 §2, §8), verbatim", () => {
  it("reads as the spec writes them", () => {
    expect(DEALER_MESSAGES.facilityOff).toBe("This Facility is for Managing dealers. You have not opted for it.");
    expect(DEALER_MESSAGES.added("Ramesh Patil")).toBe("Dealer Ramesh Patil added successfully.");
    expect(DEALER_MESSAGES.updated).toBe("Dealer updated successfully");
    expect(DEALER_MESSAGES.deleted("Ramesh Patil")).toBe("Dealer 'Ramesh Patil' deleted successfully");
    expect(DEALER_MESSAGES.loadFailed).toBe("Error retriving Dealers");
    expect(DEALER_MESSAGES.downloadLabel).toBe("Download Cutsomer Information");
    expect(DEALER_MESSAGES.linkUsed("ramesh", "Ramesh Patil")).toBe(
      "The link ramesh is already used by dealer Ramesh Patil.",
    );
  });
});
