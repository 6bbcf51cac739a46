import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { bundleWorkflowCode, DefaultLogger } from "@temporalio/worker";
import { WORKFLOWS_PATH } from "../temporal/src/workflowSource.js";

/**
 * Part of `npm run build`: bundles the workflows once (webpack, as a worker would at every start) into the file
 * the built worker loads: `<out>/temporal/workflow-bundle.js` (workflowSource.ts).
 *   node --import tsx scripts/bundle-workflows.ts <out>
 */
const out = path.resolve(process.argv[2] ?? "dist", "temporal/workflow-bundle.js");
const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger("WARN") });
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, code);
console.log(`Workflow bundle: ${path.relative(process.cwd(), out)} (${(code.length / 1024 / 1024).toFixed(1)} MB)`);
