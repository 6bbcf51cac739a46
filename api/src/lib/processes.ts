import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Whether a process with this pid exists (one of another user's counts too). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A running process's command line, its arguments joined by spaces, to tell a process we started from an
 * unrelated one that reuses its pid after a reboot. Undefined when it cannot be read (no /proc and no ps).
 */
export function commandLineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    const ps = spawnSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
    return ps.status === 0 ? ps.stdout.trim() : undefined;
  }
}

/** Sends `signal`, then SIGKILL after `graceMs`; resolves once the process is gone (false if it is not ours to stop). */
export async function stopProcess(pid: number, signal: NodeJS.Signals, graceMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return !isAlive(pid);
  }
  const gone = async (ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      if (!isAlive(pid)) return true;
    }
    return !isAlive(pid);
  };
  if (await gone(graceMs)) return true;
  process.kill(pid, "SIGKILL");
  return gone(5_000);
}
