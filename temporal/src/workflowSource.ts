import { existsSync } from "node:fs";
import path from "node:path";
import type { WorkerOptions } from "@temporalio/worker";

/** The workflow entry: every workflow is exported from it. */
export const WORKFLOWS_PATH = path.resolve(import.meta.dirname, "workflows/index.ts");

/** Where `npm run build` writes the workflow bundle: dist/temporal/, beside the compiled temporal/src/. */
export const WORKFLOW_BUNDLE_PATH = path.resolve(import.meta.dirname, "../workflow-bundle.js");

/**
 * Where a worker gets its workflow code. The build (plain node, dist/) loads the bundle made once by
 * `npm run build`, so starting needs no webpack run and no TypeScript; development (tsx) bundles the sources
 * at start so edits take effect on restart.
 */
export function workflowSource(): Pick<WorkerOptions, "workflowBundle" | "workflowsPath"> {
  if (import.meta.filename.endsWith(".ts")) return { workflowsPath: WORKFLOWS_PATH };
  if (!existsSync(WORKFLOW_BUNDLE_PATH)) {
    throw new Error(`The workflow bundle ${WORKFLOW_BUNDLE_PATH} is missing: run \`npm run build\`.`);
  }
  return { workflowBundle: { codePath: WORKFLOW_BUNDLE_PATH } };
}
