// `prisma generate`, then the patch every generated client gets (scripts/patches/prismaCompilerWasm.mjs says
// why). The one way this repo generates the client: postinstall, `npm run generate`, build-server.sh and
// test-all.sh all come here, so a new caller cannot forget the patch.
//   node scripts/prisma-generate.mjs [--quiet]     --quiet: print the CLI's output only when it fails
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { patchPrismaCompilerWasm } from "./patches/prismaCompilerWasm.mjs";

/** The Prisma CLI's entry point, or null when it is not installed (a release has no dev dependencies). */
export function prismaCli() {
  try {
    return createRequire(import.meta.url).resolve("prisma/build/index.js");
  } catch {
    return null;
  }
}

/** Generates the client from prisma/schema.prisma and patches it; returns the CLI's exit status. */
export function generatePrismaClient({ quiet = false } = {}) {
  const cli = prismaCli();
  if (!cli) {
    console.error("prisma generate: the Prisma CLI is not installed (a full `npm ci` installs it).");
    return 1;
  }
  // The schema's generators are commands (prisma-pothos-types): found in node_modules/.bin, as npm and npx would.
  const bin = path.resolve(import.meta.dirname, "../node_modules/.bin");
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
  const run = spawnSync(process.execPath, [cli, "generate"], quiet ? { encoding: "utf8", env } : { stdio: "inherit", env });
  if (run.status !== 0) {
    if (quiet) process.stderr.write(`${run.stdout ?? ""}${run.stderr ?? ""}`);
    return run.status ?? 1;
  }
  const patched = patchPrismaCompilerWasm();
  if (patched && !quiet) console.log(patched);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(generatePrismaClient({ quiet: process.argv.includes("--quiet") }));
}
