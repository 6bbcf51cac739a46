import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { commandLineOf, isAlive, stopProcess } from "../../api/src/lib/processes.js";
import { StartupError } from "../../api/src/lib/startupError.js";

export interface RecordedChild {
  name: string;
  pid: number;
  /** Its command line as started (arguments joined by spaces), to recognise it later. */
  command: string;
}

interface Record {
  pid: number;
  children: RecordedChild[];
}

/**
 * `npm start` notes in the data folder which processes it runs. A supervisor killed outright (SIGKILL, a crash,
 * a closed terminal) cannot stop its children, and they would keep the ports and data busy: the next start finds
 * the note, sees its author gone, and stops what is still running (only processes whose command line is still the
 * recorded one). When the author is alive, Rivulet is already running on this data folder, said in one sentence.
 */
export async function stopLeftovers(file: string, say: (line: string) => void) {
  let record: Record;
  try {
    record = JSON.parse(readFileSync(file, "utf8")) as Record;
  } catch {
    return;
  }
  if (record.pid !== process.pid && isAlive(record.pid) && /start\.[cm]?[jt]s/.test(commandLineOf(record.pid) ?? "")) {
    throw new StartupError(
      `Rivulet is already running on this data folder (pid ${record.pid}): stop it first (Ctrl-C in its terminal), or set DATA_DIR (and PORT) to run a second one.`,
    );
  }
  const stopped: string[] = [];
  for (const child of record.children) {
    if (!isAlive(child.pid) || commandLineOf(child.pid) !== child.command) continue;
    if (await stopProcess(child.pid, "SIGTERM", 10_000)) stopped.push(`${child.name} (pid ${child.pid})`);
  }
  if (stopped.length) say(`Stopped what an earlier start left running: ${stopped.join(", ")}.`);
  rmSync(file, { force: true });
}

/** Rewrites the note with the children running now. */
export function recordChildren(file: string, children: RecordedChild[]) {
  writeFileSync(file, `${JSON.stringify({ pid: process.pid, children } satisfies Record)}\n`);
}

export function clearRecord(file: string) {
  rmSync(file, { force: true });
}
