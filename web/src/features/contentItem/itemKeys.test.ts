import { describe, expect, it } from "vitest";
import { itemKeyAction } from "./itemKeys";

const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; target: unknown }> = {}) =>
  itemKeyAction({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null, ...extra } as never);

describe("item view shortcuts", () => {
  it("maps arrows, h/l and j/k to previous and next, y to read, whatever Caps Lock says", () => {
    expect(key("ArrowLeft")).toBe("prev");
    expect(key("k")).toBe("prev");
    expect(key("h")).toBe("prev");
    expect(key("L")).toBe("next");
    expect(key("l")).toBe("next");
    expect(key("Y")).toBe("toggleRead");
    expect(key("ArrowRight")).toBe("next");
    expect(key("j")).toBe("next");
    expect(key("y")).toBe("toggleRead");
    expect(key("x")).toBeNull();
    expect(key("Escape")).toBeNull();
  });

  it("ignores keys while typing, with modifiers, and on media players", () => {
    expect(key("j", { target: { tagName: "INPUT" } })).toBeNull();
    expect(key("y", { target: { tagName: "DIV", isContentEditable: true } })).toBeNull();
    expect(key("ArrowLeft", { target: { tagName: "VIDEO" } })).toBeNull();
    expect(key("ArrowLeft", { altKey: true })).toBeNull();
    expect(key("j", { ctrlKey: true })).toBeNull();
    expect(key("j", { target: { tagName: "BUTTON" } })).toBe("next");
  });
});
