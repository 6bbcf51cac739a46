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
const bundle = withoutSourcesContent(code);
await writeFile(out, bundle);
console.log(`Workflow bundle: ${path.relative(process.cwd(), out)} (${(bundle.length / 1024 / 1024).toFixed(1)} MB)`);

/**
 * The bundle carries its source map inline (the SDK reads it from there to map workflow stack traces to our files),
 * and that map carried the text of every bundled source too: 1.1 MB of the 1.7 MB bundle, kept by the worker and
 * parsed again in its workflow thread. Stack traces need only the mappings, so the sources' text is dropped.
 */
function withoutSourcesContent(bundle: string): string {
  // Found as the SDK finds it (extractSourceMap in @temporalio/worker): the last data: URL, base64 after its header.
  const at = bundle.lastIndexOf("//# sourceMappingURL=data:");
  const data = bundle.indexOf("base64,", at) + "base64,".length;
  if (at < 0 || data < at) throw new Error("The workflow bundle has no inline source map (the SDK needs one).");
  const map = JSON.parse(Buffer.from(bundle.slice(data).trim(), "base64").toString("utf8")) as { sourcesContent?: unknown };
  delete map.sourcesContent;
  return `${bundle.slice(0, data)}${Buffer.from(JSON.stringify(map)).toString("base64")}\n`;
}

