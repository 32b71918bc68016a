/** Colour schemes a shop may choose; the CSS lives beside this file in themes.css. */
export const COLOR_SCHEMES = ["green", "blue", "cyan", "brown", "purple", "yellow"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Each scheme's brand colour, as themes.css sets `--brand` (for the browser's bar and an installed store's window). */
export const BRAND_COLOURS: Record<ColorScheme, string> = {
  green: "#15803d",
  blue: "#1d4ed8",
  cyan: "#0e7490",
  brown: "#92400e",
  purple: "#7e22ce",
  yellow: "#facc15",
};

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
