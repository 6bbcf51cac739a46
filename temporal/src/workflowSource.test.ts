import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WORKFLOWS_PATH, workflowSource } from "./workflowSource.js";

// The built worker's side (the bundle from `npm run build`) is proven by tests/production.
describe("workflowSource", () => {
  it("bundles the workflow sources at start when the worker runs from TypeScript (development)", () => {
    expect(workflowSource()).toEqual({ workflowsPath: WORKFLOWS_PATH });
    expect(existsSync(WORKFLOWS_PATH)).toBe(true);
  });
});
