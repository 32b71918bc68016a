import { describe, expect, it } from "vitest";
import { type FieldProblem, fieldMessage } from "#app/domain/field-rules";
import { figuresOf } from "../book";
import en from "./en";
import hi from "./hi";
import mr from "./mr";
import { panelSay } from "./say";

/*
 * The panel says the domain's English field messages by their shape: every problem a field can have, with a label the
 * book knows, is said as the book's own text for it, in each language (so the shapes and `fieldMessage` never drift).
 */

const PROBLEMS: FieldProblem[] = [
  { kind: "required" },
  { kind: "notAllowed" },
  { kind: "onlyDigits" },
  { kind: "space" },
  { kind: "symbol", symbol: "@" },
  { kind: "allDigits" },
  { kind: "email" },
  { kind: "min", limit: 5, unit: "characters" },
  { kind: "max", limit: 40, unit: "characters" },
  { kind: "min", limit: 10, unit: "digits" },
  { kind: "max", limit: 7, unit: "digits" },
];

const books = { en, mr, hi };

describe.each(["en", "mr", "hi"] as const)("panelSay in %s", (locale) => {
  const t = books[locale](figuresOf({ locale, digits: "latn" }));
  const say = panelSay(t);
  const f = t.fields;

  it("says every field problem as the book's text for it, its label too", () => {
    // The label as the sections' tables say it (itself where none does).
    const name = say("Name");
    const expected = [
      f.required(name),
      f.notAllowed(name),
      f.onlyDigits,
      f.space,
      f.symbol("@"),
      f.allDigits,
      f.email,
      f.minCharacters(5),
      f.maxCharacters(40),
      f.minDigits(10),
      f.maxDigits(7),
    ];
    expect(PROBLEMS.map((problem) => say(fieldMessage("Name", problem)))).toEqual(expected);
  });

  it("keeps a text it does not know as it is", () => {
    expect(say("Onion 1 kg")).toBe("Onion 1 kg");
  });

  if (locale !== "en")
    it("writes a problem in Devanagari", () => {
      expect(say(fieldMessage("Name", { kind: "min", limit: 5, unit: "characters" }))).toMatch(/[\u0900-\u097F]/);
    });
});
