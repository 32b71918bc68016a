/** Colour schemes a shop may choose; the CSS lives beside this file in themes.css. */
export const COLOR_SCHEMES = ["green", "blue", "cyan", "brown", "purple", "yellow"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export function toColorScheme(value: string | null | undefined): ColorScheme {
  return (COLOR_SCHEMES as readonly string[]).includes(value ?? "") ? (value as ColorScheme) : "green";
}

/** Language choice (spec 2 §9): 1 English plus the regional name, 0 English only. */
export const LANGUAGE_CHOICES = [
  { value: 0, label: "English" },
  { value: 1, label: "English with regional names" },
] as const;

export function showsRegionalNames(languageChoice: number): boolean {
  return languageChoice === 1;
}
