import { describe, expect, it } from "vitest";
import { introVideos, socialPage } from "./platform-links";

describe("the platform's links on the admin home", () => {
  it("reads the intro videos as a JSON list of titles and https links", () => {
    const setting = JSON.stringify([
      { title: " Create your store ", url: "https://www.youtube.com/watch?v=abc" },
      { title: "Add products", url: "https://youtu.be/def" },
    ]);
    expect(introVideos(setting)).toEqual([
      { title: "Create your store", url: "https://www.youtube.com/watch?v=abc" },
      { title: "Add products", url: "https://youtu.be/def" },
    ]);
  });

  it("shows no videos for a missing, malformed or unsafe setting", () => {
    for (const setting of [
      undefined,
      "",
      "not json",
      "{}",
      JSON.stringify([{ title: "", url: "https://youtu.be/x" }]),
      JSON.stringify([{ title: "Start", url: "javascript:alert(1)" }]),
      JSON.stringify([{ title: "Start", url: "http://youtu.be/x" }]),
    ])
      expect(introVideos(setting), String(setting)).toEqual([]);
  });

  it("takes the social page only as an https link", () => {
    expect(socialPage(" https://www.facebook.com/yaadi.in ")).toBe("https://www.facebook.com/yaadi.in");
    for (const setting of [undefined, "", "facebook.com/yaadi", "http://facebook.com/yaadi", "javascript:alert(1)"])
      expect(socialPage(setting), String(setting)).toBeNull();
  });
});
