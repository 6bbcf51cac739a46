import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config.js";

/**
 * The URL of the embedded server `npm start` runs, with the random password it keeps in the data folder, for
 * tools that connect to it from outside the supervisor (the Prisma CLI, `npm run admin`). Undefined until the
 * server's first start has made the password.
 */
export function embeddedDatabaseUrl(
  embedded: Pick<Config["database"], "embeddedPasswordFile" | "embeddedPort">,
  database = "rivulet",
): string | undefined {
  const password = readPasswordFile(embedded.embeddedPasswordFile);
  if (!password) return undefined;
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${embedded.embeddedPort}/${database}`;
}

/** The stored password, or undefined when there is none yet. A file others could read is made private again. */
export function readPasswordFile(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return text || undefined;
}

/** Writes the password readable by its owner only (0600), whole or not at all. */
export function writePasswordFile(file: string, password: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}.tmp`;
  writeFileSync(scratch, `${password}\n`, { mode: 0o600 });
  renameSync(scratch, file);
}
