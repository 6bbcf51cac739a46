import { loadConfigOrExit } from "../api/src/config.js";
import { applyMigrations } from "../api/src/db.js";

/**
 * `npm run migrate`: applies the pending migrations this build carries (dist/prisma/migrations) to DATABASE_URL
 * and says which. A deploy runs it before the new api and worker start; they never migrate themselves (only
 * `npm start`, the embedded-defaults supervisor, does).
 */
const config = loadConfigOrExit();
const url = config.database.url;
if (!url) {
  console.error("DATABASE_URL is not set: `npm run migrate` migrates an external PostgreSQL (npm start migrates the embedded one itself).");
  process.exit(1);
}
const target = (() => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
})();
try {
  const applied = await applyMigrations(url);
  console.log(applied.length
    ? `Applied ${applied.length} migration(s) to ${target}: ${applied.join(", ")}`
    : `No pending migrations: ${target} is up to date.`);
  // The migration engine leaves a timer running for about 10 s: do not wait for it.
  process.exit(0);
} catch (e) {
  // The engine explains itself in its first line (then adds advice about the same thing).
  console.error(`Migrating ${target} failed: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`);
  process.exit(1);
}
