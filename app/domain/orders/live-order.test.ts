import { describe, expect, it } from "vitest";
import { parseLiveEvent } from "./live-order";

describe("parseLiveEvent", () => {
  const order = { id: 12, customerName: "Asha", netPaise: 45_000, placedAt: 1_800_000_000_000 };

  it("reads back the event the shop's live object sends", () => {
    expect(parseLiveEvent(JSON.stringify({ type: "order", order }))).toEqual({ type: "order", order });
  });

  it("reads anything else as nothing: a keep-alive's answer, another kind of event, a broken order", () => {
    for (const text of [
      "pong",
      "{",
      JSON.stringify({ type: "status", order }),
      JSON.stringify({ type: "order" }),
      JSON.stringify({ type: "order", order: { ...order, id: -1 } }),
      JSON.stringify({ type: "order", order: { ...order, netPaise: 1.5 } }),
      JSON.stringify({ type: "order", order: { ...order, customerName: 7 } }),
    ])
      expect(parseLiveEvent(text), text).toBeNull();
  });
});
