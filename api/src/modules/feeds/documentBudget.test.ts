import { describe, expect, it } from "vitest";
import { createDocumentBudget, DOCUMENT_BUDGET_BYTES, documentBudgetFor } from "./documentBudget.js";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the document budget", () => {
  it("lets documents that fit run together and makes a large one wait until there is room", async () => {
    const budget = createDocumentBudget(100);
    const order: string[] = [];
    const a = await budget.acquire(40);
    const b = await budget.acquire(40);
    const started = budget.acquire(50).then((release) => (order.push("large"), release));
    await tick();
    expect(order).toEqual([]); // 80 of 100 taken: 50 more does not fit
    a();
    await tick();
    expect(order).toEqual(["large"]);
    b();
    (await started)();
  });

  it("serves waiting documents in order, so small ones do not starve a large one", async () => {
    const budget = createDocumentBudget(100);
    const order: string[] = [];
    const first = await budget.acquire(90);
    const large = budget.acquire(60).then((release) => (order.push("large"), release));
    const small = budget.acquire(5).then((release) => (order.push("small"), release));
    await tick();
    expect(order).toEqual([]); // the small one fits, but the large one asked first
    first();
    await tick();
    expect(order).toEqual(["large", "small"]);
    (await large)();
    (await small)();
  });

  it("runs a document larger than the whole budget alone, and a release counts once", async () => {
    const budget = createDocumentBudget(100);
    const huge = await budget.acquire(10_000);
    let other = false;
    const next = budget.acquire(1).then((release) => ((other = true), release));
    await tick();
    expect(other).toBe(false);
    huge();
    huge(); // twice: the budget does not grow
    await tick();
    expect(other).toBe(true);
    const release = await next;
    const full = budget.acquire(100);
    let fullStarted = false;
    void full.then(() => (fullStarted = true));
    await tick();
    expect(fullStarted).toBe(false); // 1 still taken
    release();
    await tick();
    expect(fullStarted).toBe(true);
  });

  it("is sized from the process's heap limit: a sixth of it, between 8 and 32 MiB", () => {
    const MiB = 1024 * 1024;
    // The worker's 128 MiB old generation (scripts/node-flags) makes a 140 MiB heap limit.
    expect(documentBudgetFor(140 * MiB)).toBe(Math.floor((140 * MiB) / 6));
    expect(documentBudgetFor(268 * MiB)).toBe(DOCUMENT_BUDGET_BYTES);
    expect(documentBudgetFor(4 * 1024 * MiB)).toBe(DOCUMENT_BUDGET_BYTES);
    expect(documentBudgetFor(24 * MiB)).toBe(8 * MiB);
  });
});
