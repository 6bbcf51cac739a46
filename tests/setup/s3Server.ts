import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./freePort.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface S3Server {
  /** http://127.0.0.1:<port>, for MEDIA_S3_ENDPOINT. */
  url: string;
  stop(): Promise<void>;
}

/**
 * gofakes3 (an S3-protocol server, built from the Go module proxy by scripts/install-s3-server.sh, which `npm test`
 * runs first; here it builds once if missing) on a free port, in memory, creating buckets on first use.
 */
export async function startS3Server(): Promise<S3Server> {
  const bin = execFileSync("bash", [path.join(ROOT, "scripts/install-s3-server.sh")], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
  const port = await freePort();
  const child = spawn(bin, ["-backend", "memory", "-autobucket", "-host", `127.0.0.1:${port}`], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gofakes3 exited (${child.exitCode}): ${stderr}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`gofakes3 did not listen on ${url} within 20 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
