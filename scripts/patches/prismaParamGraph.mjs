// Prisma 7's client keeps a "parameterization graph" of the schema (which fields of which inputs are values, for
// its query-plan cache), deserialized when a PrismaClient is made. Each node's edges are an object keyed by the
// field name's index in a string table of about 1,300 names, so V8 gives every node an elements array as long as
// its largest index: 18 MiB of heap for our schema's 4,000 nodes and 23,000 edges, in every process (api, worker,
// stories worker), about a quarter of an idle api's heap. Held in Maps the same graph takes 3.5 MiB (bench figure
// in README, "Memory"). This rewrites the four places of the runtime that build and read those edges, in the two
// builds of it node loads (client.js, client.mjs), and nothing else: the lookups return what they returned.
//
// Run by scripts/postinstall.mjs after every install. Safe to re-run (a patched file is marked and left alone);
// when a Prisma upgrade changed the code, nothing is written and it says so: the client then works as shipped,
// with its larger graph, and tests/prismaParamGraph.test.ts fails until this is brought up to date.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const MARKER = "/* rivulet: parameterization graph edges in Maps (scripts/patches/prismaParamGraph.mjs) */";

const REPLACEMENTS = [
  // Input nodes' edges: built.
  [
    "o={};for(let s=0;s<i;s++){let a=this.#i(),u=this.#a(),m=this.#o(),P=this.#o(),S={flags:this.#s()};u!==0&&(S.scalarMask=u),m!==void 0&&(S.childNodeId=m),P!==void 0&&(S.enumNameIndex=P),o[a]=S}",
    "o=new Map;for(let s=0;s<i;s++){let a=this.#i(),u=this.#a(),m=this.#o(),P=this.#o(),S={flags:this.#s()};u!==0&&(S.scalarMask=u),m!==void 0&&(S.childNodeId=m),P!==void 0&&(S.enumNameIndex=P),o.set(a,S)}",
  ],
  // Output nodes' edges: built.
  [
    "o={};for(let s=0;s<i;s++){let a=this.#i(),u=this.#o(),m=this.#o(),P={};u!==void 0&&(P.argsNodeId=u),m!==void 0&&(P.outputNodeId=m),o[a]=P}",
    "o=new Map;for(let s=0;s<i;s++){let a=this.#i(),u=this.#o(),m=this.#o(),P={};u!==void 0&&(P.argsNodeId=u),m!==void 0&&(P.outputNodeId=m),o.set(a,P)}",
  ],
  // And read.
  ["let o=n.edges[i];if(o)return{flags:", "let o=n.edges.get(i);if(o)return{flags:"],
  ["let o=n.edges[i];if(o)return{argsNodeId:", "let o=n.edges.get(i);if(o)return{argsNodeId:"],
];

/** Patches the runtime under `root` (a folder holding node_modules); returns one line per file saying what it did. */
export function patchPrismaParamGraph(root = process.cwd()) {
  const lines = [];
  for (const name of ["client.js", "client.mjs"]) {
    const file = path.join(root, "node_modules/@prisma/client/runtime", name);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, "utf8");
    if (code.includes(MARKER)) continue;
    let patched = code;
    const missing = REPLACEMENTS.filter(([from]) => patched.split(from).length !== 2);
    if (missing.length) {
      lines.push(`@prisma/client/runtime/${name}: not patched (its parameterization graph code is not the one this patch knows; the client works as shipped, with a larger graph)`);
      continue;
    }
    for (const [from, to] of REPLACEMENTS) patched = patched.replace(from, () => to);
    writeFileSync(file, `${patched}\n${MARKER}\n`);
    lines.push(`@prisma/client/runtime/${name}: parameterization graph edges now in Maps`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of patchPrismaParamGraph()) console.log(line);
