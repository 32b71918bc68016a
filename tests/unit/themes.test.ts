import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS, COLOR_SCHEMES } from "../../themes/themes";

describe("BRAND_COLOURS", () => {
  it("is the --brand of each scheme in themes.css", () => {
    const css = readFileSync(new URL("../../themes/themes.css", import.meta.url), "utf8");
    for (const scheme of COLOR_SCHEMES) {
      const block = css.slice(css.indexOf(`[data-theme="${scheme}"]`));
      expect(block.match(/--brand:\s*(#[0-9a-f]{6})/i)?.[1], scheme).toBe(BRAND_COLOURS[scheme]);
    }
  });
});
