import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { StartupError } from "../../api/src/lib/startupError.js";

/**
 * Creates `dir` when missing and proves it writable by writing a file in it (permission bits alone do not tell:
 * read-only mounts, ACLs and missing capabilities all say no only when asked). Fails with one sentence naming the
 * setting to change.
 */
export function assertWritableDir(dir: string, setting: string) {
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    throw new StartupError(
      `${setting} ${dir} is not writable by ${os.userInfo().username} (${code}): set ${setting} to a folder you can write, or make this one writable.`,
    );
  }
}
