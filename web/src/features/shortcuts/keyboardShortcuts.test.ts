import { describe, expect, it } from "vitest";
import { itemKeyAction } from "../contentItem/itemKeys";
import { listKeyAction } from "../content/listKeys";
import { keyCaps, matchesCombo, PAGE_KEYS, SHORTCUT_GROUPS, spokenCombo } from "./keyboardShortcuts";

// Every key a person can press without a modifier that the handlers might know.
const CANDIDATES = [..."abcdefghijklmnopqrstuvwxyz0123456789?/", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "PageDown", "PageUp", "Enter", "Escape", " ", "Tab"];

const sheetKeys = (title: string) => new Set(SHORTCUT_GROUPS.find((g) => g.title === title)!.rows.flatMap((r) => r.keys));
const plain = (key: string) => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null });

describe("the shortcut sheet and the key handlers", () => {
  it("lists exactly the keys a list acts on", () => {
    // With keyboard focus inside the list, where every list key acts.
    const acted = CANDIDATES.filter((k) => listKeyAction(k, 0, 10, 1, true) !== null);
    expect(new Set(acted)).toEqual(sheetKeys("Article lists"));
  });

  it("lists exactly the keys an open article acts on (Escape is its dialog's)", () => {
    const acted = CANDIDATES.filter((k) => itemKeyAction(plain(k)) !== null);
    expect(new Set([...acted, "Escape"])).toEqual(sheetKeys("Open article"));
  });

  it("says what each key does", () => {
    const row = (title: string, label: RegExp) => SHORTCUT_GROUPS.find((g) => g.title === title)!.rows.find((r) => label.test(r.label))!;
    for (const key of row("Article lists", /^Next article \(the row below/).keys) expect(listKeyAction(key, 0, 10, 3)).toEqual({ kind: "move", index: 3 });
    for (const key of row("Article lists", /^Previous article \(left/).keys) expect(listKeyAction(key, 2, 10, 3)).toEqual({ kind: "move", index: 1 });
    for (const key of row("Article lists", /^Mark read/).keys) expect(listKeyAction(key, 2, 10, 1)).toEqual({ kind: "toggleRead" });
    for (const key of row("Open article", /^Previous/).keys) expect(itemKeyAction(plain(key))).toBe("prev");
    for (const key of row("Open article", /^Next/).keys) expect(itemKeyAction(plain(key))).toBe("next");
    const pages = SHORTCUT_GROUPS[0]!.rows.filter((r) => r.label.startsWith("Go to"));
    expect(pages.map((r) => r.keys[0])).toEqual(PAGE_KEYS.map((p) => p.key));
  });

  it("matches Shift combinations exactly and letters whatever the case", () => {
    expect(matchesCombo({ key: "ArrowDown", shiftKey: true }, "Shift+ArrowDown")).toBe(true);
    expect(matchesCombo({ key: "ArrowDown", shiftKey: false }, "Shift+ArrowDown")).toBe(false);
    expect(matchesCombo({ key: "Escape", shiftKey: true }, "Escape")).toBe(false);
    expect(matchesCombo({ key: "J", shiftKey: false }, "j")).toBe(true);
    expect(keyCaps("Shift+ArrowDown")).toEqual(["Shift", "↓"]);
    expect(spokenCombo("Shift+Enter")).toBe("Shift Enter");
    expect(spokenCombo("?")).toBe("Question mark");
  });
});
