import { spawn } from "node:child_process";
import { getPriority, setPriority } from "node:os";

/**
 * How much lower than its worker's a render child's CPU priority is (Unix nice steps, capped at 19). espeak-ng and
 * ffmpeg are batch work of about a core each; a worker's other steps (a due series' first step writing its digest, a
 * feed refresh) and the Temporal server and PostgreSQL it waits on are short and waited for. Nicer children still
 * take every idle cycle, so a render alone runs as fast; under a burst the short steps go first
 * (bench:digests:schedules: a thousand series due in one minute while the first renders run).
 */
export const RENDER_NICENESS = 10;

/** Lowers a child's priority by RENDER_NICENESS steps below ours (raising it would need privilege; never done). */
function yieldCpu(pid: number | undefined): void {
  if (!pid) return;
  try {
    setPriority(pid, Math.min(19, getPriority() + RENDER_NICENESS));
  } catch {
    // The child may have ended already; its priority no longer matters.
  }
}

/**
 * Runs a program to its end; rejects with its last stderr lines on a non-zero exit. `input` goes to its stdin; `cwd`
 * lets ffmpeg filter arguments name files relatively (a path inside a filter graph would need escaping).
 */
export function run(cmd: string, args: string[], opts: { input?: string; timeoutMs?: number; cwd?: string } = {}): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "pipe"], ...(opts.cwd ? { cwd: opts.cwd } : {}) });
    yieldCpu(child.pid);
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 600_000);
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    child.on("error", (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(e.code === "ENOENT" ? new Error(`${cmd} is not installed (run scripts/install-media-tools.sh)`) : e);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout });
      else reject(new Error(`${cmd} failed (${signal ?? code}): ${stderr.trim().split("\n").slice(-3).join(" ")}`));
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(opts.input ?? "");
  });
}

/** A file's duration in seconds as ffprobe reads it. */
export async function probeDuration(file: string): Promise<number> {
  const { stdout } = await run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", file]);
  return Number(stdout.trim());
}

/** PCM audio: 16-bit little-endian samples. */
export interface Pcm {
  sampleRate: number;
  channels: number;
  data: Buffer;
}

/** Reads a 16-bit PCM WAV (espeak-ng's and OpenAI's). A streamed header's bogus sizes are tolerated. */
export function parseWav(buf: Buffer): Pcm | null {
  if (buf.length < 44 || buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE") return null;
  let offset = 12;
  let fmt: { channels: number; sampleRate: number; bits: number; format: number } | null = null;
  while (offset + 8 <= buf.length) {
    const id = buf.toString("ascii", offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") fmt = { format: buf.readUInt16LE(body), channels: buf.readUInt16LE(body + 2), sampleRate: buf.readUInt32LE(body + 4), bits: buf.readUInt16LE(body + 14) };
    if (id === "data") {
      if (!fmt || fmt.format !== 1 || fmt.bits !== 16) return null;
      const end = size === 0 || size >= 0x7fff0000 || body + size > buf.length ? buf.length : body + size;
      const data = buf.subarray(body, end - ((end - body) % (2 * fmt.channels)));
      return { sampleRate: fmt.sampleRate, channels: fmt.channels, data };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

export function wavBytes(pcm: Pcm): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + pcm.data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(pcm.channels, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * pcm.channels * 2, 28);
  header.writeUInt16LE(pcm.channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(pcm.data.length, 40);
  return Buffer.concat([header, pcm.data]);
}

export const pcmSeconds = (p: Pcm) => p.data.length / (p.sampleRate * p.channels * 2);
