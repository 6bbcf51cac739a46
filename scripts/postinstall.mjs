// npm runs this after every install. In a source checkout it generates the Prisma client into api/src/generated
// (git-ignored) with the Prisma CLI, a dev dependency. A release (package.json, package-lock.json, scripts/,
// dist/, web/dist/) has no schema to generate from and needs nothing generated: `npm run build` compiled the
// client into dist/. npm may still install the CLI there (it is an optional peer of @prisma/client), so the
// schema, not the CLI, says which of the two this is.
import { existsSync } from "node:fs";
import { patchPrismaParamGraph } from "./patches/prismaParamGraph.mjs";
import { generatePrismaClient, prismaCli } from "./prisma-generate.mjs";

// Every install, a release's too: the runtime's schema graph in a quarter of the memory (the script says why).
for (const line of patchPrismaParamGraph()) console.log(line);

if (!existsSync("prisma/schema.prisma")) {
  console.log("Prisma client not generated: no prisma/schema.prisma here (a release runs the client compiled into dist/).");
  process.exit(0);
}
if (!prismaCli()) {
  console.log("Prisma client not generated: the Prisma CLI is not installed (a full `npm ci` installs it; `npm run build` needs it).");
  process.exit(0);
}
process.exit(generatePrismaClient());
