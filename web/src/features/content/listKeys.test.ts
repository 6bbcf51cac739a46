import { describe, expect, it } from "vitest";
import { listKeyAction } from "./listKeys";

describe("listKeyAction", () => {
  it("moves one item at a time in single-column layouts, starting from the first", () => {
    expect(listKeyAction("j", -1, 10, 1)).toEqual({ kind: "move", index: 0 });
    expect(listKeyAction("ArrowDown", 3, 10, 1)).toEqual({ kind: "move", index: 4 });
    expect(listKeyAction("k", 3, 10, 1)).toEqual({ kind: "move", index: 2 });
    expect(listKeyAction("ArrowUp", 0, 10, 1)).toEqual({ kind: "move", index: 0 });
    expect(listKeyAction("j", 9, 10, 1)).toEqual({ kind: "move", index: 9 });
  });

  it("moves by the column count vertically and by one sideways in cards", () => {
    expect(listKeyAction("j", 1, 20, 4)).toEqual({ kind: "move", index: 5 });
    expect(listKeyAction("k", 5, 20, 4)).toEqual({ kind: "move", index: 1 });
    expect(listKeyAction("l", 5, 20, 4)).toEqual({ kind: "move", index: 6 });
    expect(listKeyAction("h", 5, 20, 4)).toEqual({ kind: "move", index: 4 });
    expect(listKeyAction("j", 18, 20, 4)).toEqual({ kind: "move", index: 19 });
  });

  it("opens, toggles read and deselects only with a selection", () => {
    expect(listKeyAction("Enter", -1, 5, 1)).toBeNull();
    expect(listKeyAction("Enter", 2, 5, 1)).toEqual({ kind: "open" });
    expect(listKeyAction("y", 2, 5, 1)).toEqual({ kind: "toggleRead" });
    expect(listKeyAction("Escape", 2, 5, 1)).toEqual({ kind: "deselect" });
    expect(listKeyAction("Escape", -1, 5, 1)).toBeNull();
  });

  it("moves with Page Down and Page Up only while focus is in the list (feed pattern), by rows in cards", () => {
    expect(listKeyAction("PageDown", 2, 10, 1, true)).toEqual({ kind: "move", index: 3 });
    expect(listKeyAction("PageUp", 2, 10, 1, true)).toEqual({ kind: "move", index: 1 });
    expect(listKeyAction("PageDown", 1, 20, 4, true)).toEqual({ kind: "move", index: 5 });
    expect(listKeyAction("PageDown", 2, 10, 1)).toBeNull();
    expect(listKeyAction("PageUp", 2, 10, 1, false)).toBeNull();
  });

  it("ignores other keys and empty lists", () => {
    expect(listKeyAction("x", 1, 5, 1)).toBeNull();
    expect(listKeyAction("j", -1, 0, 1)).toBeNull();
  });

  it("takes capital letters (Caps Lock) like small ones", () => {
    expect(listKeyAction("J", 0, 5, 1)).toEqual({ kind: "move", index: 1 });
    expect(listKeyAction("L", 0, 6, 3)).toEqual({ kind: "move", index: 1 });
    expect(listKeyAction("Y", 2, 5, 1)).toEqual({ kind: "toggleRead" });
  });
});
