import { describe, expect, it } from "vitest";
import { applyLibraryChange, parseLibraryParams } from "./libraryParams";

describe("the Library's query string", () => {
  it("reads a search, page, status and folders, with a bad page as page 1", () => {
    expect(parseLibraryParams("?search=news&page=3&status=paused&folders=a,top")).toEqual({ search: "news", page: 3, status: "paused", folders: ["a", "top"] });
    expect(parseLibraryParams("?page=-2").page).toBe(1);
    expect(parseLibraryParams("?page=x").page).toBe(1);
    expect(parseLibraryParams("")).toEqual({ search: "", page: 1, status: "", folders: [] });
  });

  it("starts a new search or filter at page 1, and keeps the page when the change is of the page", () => {
    const on3 = parseLibraryParams("?search=news&page=3");
    expect(applyLibraryChange(on3, { status: "paused" }).query).toBe("?search=news&status=paused");
    expect(applyLibraryChange(on3, { page: 4 }).query).toBe("?search=news&page=4");
    expect(applyLibraryChange(on3, { search: "" }).query).toBe("");
  });

  it("builds a change given as a function on the params it is applied to", () => {
    // Two ticks of the folder menu, the second applied to what the first wrote (the hook keeps that query).
    const first = applyLibraryChange(parseLibraryParams("?folders=reading"), (p) => ({ folders: p.folders.filter((f) => f !== "reading") }));
    const second = applyLibraryChange(parseLibraryParams(first.query), (p) => ({ folders: [...p.folders, "top"] }));
    expect(second.params.folders).toEqual(["top"]);
    expect(second.query).toBe("?folders=top");
  });
});
