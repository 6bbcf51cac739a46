import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../api/src/schema/index.js";

// Prints the Pothos schema to schema.graphql; with --check, fails when the committed file is stale (CI).
const file = path.resolve(import.meta.dirname, "../schema.graphql");
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes("--check")) {
  const current = (() => { try { return readFileSync(file, "utf8"); } catch { return ""; } })();
  if (current !== printed) {
    console.error("schema.graphql is stale: run `npm run generate:schema` and commit the result.");
    process.exit(1);
  }
  console.log("schema.graphql is up to date");
} else {
  writeFileSync(file, printed);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
