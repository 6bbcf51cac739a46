import { rmSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../../api/src/embeddedPostgres.js";

// Runs the test PostgreSQL in its own process, so it is stopped and its folder removed even when Vitest dies
// (stdin closes). Its random password is kept in its data folder, so a restart on kept data (--keep-data) is the
// same server to its clients, and goes with the folder.
const [dir, port, keep] = process.argv.slice(2) as [string, string, string?];
const passwordFile = path.join(dir, "test-server.password");
const server = await startEmbeddedPostgres({
  dir, port: Number(port), database: "postgres", throwaway: true, passwordFile,
  onLog: (line) => process.env.RIVULET_TEST_PG_LOG && process.stderr.write(`${line}\n`),
}).catch((e: unknown) => {
  process.stderr.write(`Test PostgreSQL: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
process.stdout.write(`READY ${server.url("postgres")}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  if (keep !== "--keep-data") rmSync(server.dir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
// The parent (vitest) died without tearing down: stop anyway rather than leak a server.
process.stdin.on("end", () => void stop());
process.stdin.resume();
