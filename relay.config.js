// Relay compiler: fragments live beside their components under web/src; artifacts are committed and
// `relay-compiler --validate` in CI fails when they are stale.
const config = {
  src: "./web/src",
  schema: "./schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  artifactDirectory: "./web/src/__generated__",
  excludes: ["**/node_modules/**", "**/__generated__/**"],
};

// relay-compiler require()s this file; the "module.exports" export name makes require(esm) return the
// object itself rather than an ES module namespace.
export { config as "module.exports" };
