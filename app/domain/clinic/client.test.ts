import { describe, expect, it } from "vitest";
import { type SortDirection, sortRows } from "../admin/list";
import {
  type ClientListRow,
  type ClientValues,
  checkClient,
  clientSearchText,
  clientSortValue,
  emptyClient,
} from "./client";
import { CLIENTS_CSV_FILE_NAME, type ClientCsvRow, clientsCsv } from "./client-csv";
import { clientSchema } from "./client-schema";

const asha: ClientValues = {
  name: "Asha Deshmukh",
  age: "42",
  address: "12 MG Road, Pune",
  whatsApp: "9876543210",
  weightOriginal: "72 kg",
  height: "5 ft 4 in",
  illness: "Thyroid",
  status: "Active",
  dietDeliveryDay: "Wednesday",
  extraInfo: "No sugar",
};

describe("client form (spec 3 §5 'Client')", () => {
  it("accepts a complete client", () => {
    expect(checkClient(asha)).toEqual({});
  });

  it("an empty form asks for every field, the two selects included", () => {
    expect(checkClient(emptyClient())).toEqual({
      name: "Name is required",
      age: "Age is required",
      address: "Address is required",
      whatsApp: "WhatsApp number is required",
      weightOriginal: "Weight is required",
      height: "Height is required",
      illness: "Illness is required",
      status: "Status is required",
      dietDeliveryDay: "Delivery day is required",
      extraInfo: "Extra information is required",
    });
  });

  it("applies each field's bounds: name 5–40, age 1–3 digits, address 5–80, WhatsApp 10 digits, weight 2–6, height 2–10, illness 2–100, extra 2–80", () => {
    expect(
      checkClient({
        ...asha,
        name: "Asha",
        age: "1234",
        address: "Pune",
        whatsApp: "98765",
        weightOriginal: "7",
        height: "5",
        illness: "x",
        extraInfo: "y",
      }),
    ).toEqual({
      name: "Min 5 characters required",
      age: "Maximum 3 digits allowed",
      address: "Min 5 characters required",
      whatsApp: "Min 10 digits required",
      weightOriginal: "Min 2 characters required",
      height: "Min 2 characters required",
      illness: "Min 2 characters required",
      extraInfo: "Min 2 characters required",
    });
    expect(
      checkClient({
        ...asha,
        name: "x".repeat(41),
        address: "x".repeat(81),
        whatsApp: "98765432100",
        weightOriginal: "7".repeat(7),
        height: "x".repeat(11),
        illness: "x".repeat(101),
        extraInfo: "x".repeat(81),
      }),
    ).toEqual({
      name: "Maximum 40 characters allowed",
      address: "Maximum 80 characters allowed",
      whatsApp: "Maximum 10 digits allowed",
      weightOriginal: "Maximum 6 characters allowed",
      height: "Maximum 10 characters allowed",
      illness: "Maximum 100 characters allowed",
      extraInfo: "Maximum 80 characters allowed",
    });
    expect(
      checkClient({
        ...asha,
        name: "x".repeat(40),
        age: "7",
        address: "x".repeat(80),
        weightOriginal: "72.5kg",
        height: "x".repeat(10),
        illness: "x".repeat(100),
        extraInfo: "x".repeat(80),
      }),
    ).toEqual({});
    expect(checkClient({ ...asha, age: "4a", whatsApp: "98765-4321" })).toEqual({
      age: "Enter only digits",
      whatsApp: "Enter only digits",
    });
  });

  it("a select must be at one of the spec's options", () => {
    expect(checkClient({ ...asha, status: "active", dietDeliveryDay: "Funday" })).toEqual({
      status: "Status is required",
      dietDeliveryDay: "Delivery day is required",
    });
    for (const status of ["enquired", "Active", "On Hold", "Stopped"])
      expect(checkClient({ ...asha, status })).toEqual({});
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
      expect(checkClient({ ...asha, dietDeliveryDay: day })).toEqual({});
  });

  it("the server re-checks with the same messages; the age comes out as an integer, texts trimmed", () => {
    expect(clientSchema.parse({ ...asha, name: "  Asha Deshmukh ", age: "042" })).toEqual({ ...asha, age: 42 });
    const refused = (values: Partial<ClientValues>) =>
      clientSchema.safeParse({ ...asha, ...values }).error?.issues[0]?.message;
    expect(refused({ age: "" })).toBe("Age is required");
    expect(refused({ age: "1e3" })).toBe("Enter only digits");
    expect(refused({ whatsApp: "98765" })).toBe("Min 10 digits required");
    expect(refused({ status: "" })).toBe("Status is required");
    expect(refused({ status: "Deleted" })).toBe("Status is required");
    expect(refused({ dietDeliveryDay: "0" })).toBe("Delivery day is required");
    expect(refused({ dietDeliveryDay: "monday" })).toBe("Delivery day is required");
    expect(clientSchema.safeParse({}).error?.issues.map((i) => i.message)).toContain("Extra information is required");
  });
});

describe("client list", () => {
  const row = (id: number, name: string, status: string, dietDeliveryDay: string): ClientListRow => ({
    id,
    name,
    status,
    dietDeliveryDay,
    whatsApp: `98765432${id}0`,
    address: `Lane ${id}`,
  });
  const rows = [
    row(1, "Ravi", "Stopped", "Sunday"),
    row(2, "asha", "enquired", "Wednesday"),
    row(3, "Meena", "Active", "Monday"),
    row(4, "Bharat", "On Hold", "Friday"),
  ];
  /** The rows' names in the order the list shows them when sorted by `key`. */
  const sorted = (key: Parameters<typeof clientSortValue>[1], direction: SortDirection) =>
    sortRows(rows, { key, direction }, clientSortValue).map((r) => r.name);

  it("sorts a status in the spec's order and a day in the week's order, names as people read them", () => {
    expect(sorted("status", "asc")).toEqual(["asha", "Meena", "Bharat", "Ravi"]);
    expect(sorted("dietDeliveryDay", "asc")).toEqual(["Meena", "asha", "Bharat", "Ravi"]);
    expect(sorted("dietDeliveryDay", "desc")).toEqual(["Ravi", "Bharat", "asha", "Meena"]);
    expect(sorted("name", "asc")).toEqual(["asha", "Bharat", "Meena", "Ravi"]);
  });

  it("searches the columns a phone may hide too", () => {
    expect(clientSearchText(rows[0]!)).toContain("9876543210");
    expect(clientSearchText(rows[0]!)).toContain("Lane 1");
  });
});

describe("client CSV (spec 3 §9)", () => {
  const added = new Date("2026-03-04T20:00:00Z"); // 5 March in India
  const csvRow = (values: Partial<ClientCsvRow> = {}): ClientCsvRow => ({
    ...asha,
    age: 42,
    createdAt: added,
    ...values,
  });

  it("is 'Clients.csv' with the spec's columns, the number kept as text, commas in the address as hyphens, the India date", () => {
    expect(CLIENTS_CSV_FILE_NAME).toBe("Clients.csv");
    expect(clientsCsv([csvRow()])).toBe(
      "\uFEFFName,Age,Address,WhatsApp No.,Weight,Height,Illness,Status,Delivery Day,Extra Info,Date Added\r\n" +
        'Asha Deshmukh,42,12 MG Road- Pune,"=""9876543210""",72 kg,5 ft 4 in,Thyroid,Active,Wednesday,No sugar,5/3/2026\r\n',
    );
  });

  it("leaves an unknown age empty, keeps Marathi as it is and neutralises formula-like cells", () => {
    const text = clientsCsv([csvRow({ age: null, name: "आशा देशमुख", illness: "=HYPERLINK(1)", extraInfo: "-2 kg" })]);
    expect(text).toContain("आशा देशमुख,,12 MG Road- Pune,");
    expect(text).toContain(",'=HYPERLINK(1),Active,Wednesday,'-2 kg,");
  });
});
