import { describe, expect, it } from "vitest";
import { panelOfflinePage } from "./panel-offline-page";

describe("panelOfflinePage", () => {
  it("writes the texts as text, in the page's language, with the answer's nonce on its one script", () => {
    const html = panelOfflinePage(
      { title: "Offline <b>", detail: 'A "quoted" & more', tryAgain: "Try again" },
      "hi",
      "n0nce",
      "#15803d",
    );
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("<h1>Offline &lt;b&gt;</h1>");
    expect(html).toContain("<p>A &quot;quoted&quot; &amp; more</p>");
    expect(html).toContain('<a href="">Try again</a>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="n0nce">');
  });
});
