import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { accessSync, chmodSync, constants, createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

/**
 * The Temporal CLI (its `temporal server start-dev` is the dev server `npm start` runs). One version for every
 * source: the official release archives and `go install` build the same tag. v1.5.1 is the newest `go install`
 * accepts (from v1.6.0 the module's go.mod has a `replace` line, STACK-NOTES.md).
 */
export const TEMPORAL_CLI_VERSION = "1.5.1";
const GO_MODULE = "github.com/temporalio/cli/cmd/temporal";
/** Far above any release archive: a wrong URL serving something endless must not fill the disk. */
const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;

export interface TemporalCliSources {
  /** TEMPORAL_BIN: a binary the user points at. */
  configured?: string | undefined;
  /** Where a download or a Go build is installed (TOOLS_DIR/bin). */
  installDir: string;
  /** TEMPORAL_CLI_DOWNLOAD_URL: `<base>/v<version>/<asset>` and `<base>/v<version>/checksums.txt`. */
  downloadBaseUrl: string;
  /** Directories searched for `temporal` and `go` (default: PATH). */
  searchPath?: string | undefined;
  /** Progress and failure lines: one per source tried. */
  say: (line: string) => void;
}

/** The CLI that is already on this machine (TEMPORAL_BIN, PATH, then the install folder), installing nothing. */
export function findTemporalCli(sources: Omit<TemporalCliSources, "say" | "downloadBaseUrl">): string | undefined {
  if (sources.configured && isExecutable(sources.configured)) return path.resolve(sources.configured);
  return which("temporal", sources.searchPath) ?? installedCli(sources.installDir);
}

/**
 * Finds or installs the Temporal CLI, in this order: TEMPORAL_BIN or `temporal` on PATH; one installed earlier
 * in the install folder; the official release for this OS and architecture, downloaded and checked against the
 * release's published SHA-256 before anything is extracted or run; a build from source with Go. Every source
 * that fails says so in one line; undefined means none worked (the caller says what is off).
 *
 * Why not the Temporal SDK's own download (@temporalio/core-bridge's ephemeral server, `cached-download`): it
 * verifies no checksum, its host (temporal.download) is fixed in the native code so it cannot be pointed at a
 * mirror or tested, it caches into the OS temp folder with a TTL, and it is only reachable by starting a test
 * server through @temporalio/testing, a dev dependency. We use the same official archives it resolves to, from
 * the CLI's GitHub releases, with their checksums file.
 */
export async function obtainTemporalCli(sources: TemporalCliSources): Promise<string | undefined> {
  const { configured, say } = sources;
  if (configured) {
    if (isExecutable(configured)) return path.resolve(configured);
    say(`Temporal CLI: TEMPORAL_BIN=${configured} is not an executable file; looking elsewhere.`);
  }
  const found = which("temporal", sources.searchPath) ?? installedCli(sources.installDir);
  if (found) return found;
  try {
    mkdirSync(sources.installDir, { recursive: true });
    accessSync(sources.installDir, constants.W_OK);
  } catch (e) {
    say(`Temporal CLI: cannot install into ${sources.installDir} (${reasonOf(e)}): set TOOLS_DIR to a folder you can write.`);
    return undefined;
  }
  return (await download(sources)) ?? (await buildWithGo(sources));
}

function installedCli(installDir: string): string | undefined {
  const bin = path.join(installDir, "temporal");
  return isExecutable(bin) ? bin : undefined;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function which(command: string, searchPath = process.env.PATH ?? ""): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, command))) return path.join(dir, command);
  }
  return undefined;
}

/** The release asset of this machine, named as the CLI's goreleaser config names them. */
function releaseAsset(): string | undefined {
  const os = ({ linux: "linux", darwin: "darwin" } as Record<string, string>)[process.platform];
  const arch = ({ x64: "amd64", arm64: "arm64" } as Record<string, string>)[process.arch];
  return os && arch ? `temporal_cli_${TEMPORAL_CLI_VERSION}_${os}_${arch}.tar.gz` : undefined;
}

/** A short reason for a failed request: the network error's code (ENOTFOUND, ECONNREFUSED, …) or its message. */
function reasonOf(e: unknown): string {
  const err = e as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === "TimeoutError") return "timed out";
  return err.cause?.code ?? err.cause?.message ?? err.code ?? err.message ?? String(e);
}

class SourceFailure extends Error {}

async function download(sources: TemporalCliSources): Promise<string | undefined> {
  const { say, installDir } = sources;
  const asset = releaseAsset();
  if (!asset) {
    say(`Temporal CLI: no official build for ${process.platform}/${process.arch} to download.`);
    return undefined;
  }
  const base = `${sources.downloadBaseUrl.replace(/\/$/, "")}/v${TEMPORAL_CLI_VERSION}`;
  const host = new URL(base).host;
  say(`Temporal CLI: downloading v${TEMPORAL_CLI_VERSION} (${asset}) from ${host}…`);
  const work = mkdtempSync(path.join(installDir, ".download-"));
  try {
    const expected = await publishedSha256(`${base}/checksums.txt`, asset);
    const archive = path.join(work, asset);
    const actual = await fetchToFile(`${base}/${asset}`, archive);
    if (actual !== expected) {
      throw new SourceFailure(`refused the download from ${host}: its SHA-256 ${actual} is not the published ${expected}`);
    }
    // Only the verified archive is opened, and only its `temporal` member leaves it.
    const tar = spawnSync("tar", ["-xzf", archive, "-C", work, "--no-same-owner", "temporal"], { encoding: "utf8" });
    if (tar.status !== 0) throw new SourceFailure(`the archive from ${host} has no temporal binary (${firstLine(tar.stderr) || "tar failed"})`);
    const bin = path.join(work, "temporal");
    chmodSync(bin, 0o755);
    assertRuns(bin, `the binary downloaded from ${host}`);
    const target = path.join(installDir, "temporal");
    renameSync(bin, target);
    say(`Temporal CLI v${TEMPORAL_CLI_VERSION} installed in ${displayPath(installDir)} (SHA-256 verified).`);
    return target;
  } catch (e) {
    say(`Temporal CLI: ${e instanceof SourceFailure ? e.message : `could not download from ${host} (${reasonOf(e)})`}.`);
    return undefined;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function publishedSha256(url: string, asset: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new SourceFailure(`could not download ${url} (HTTP ${response.status})`);
  // goreleaser's format: "<sha256>  <file name>" per line.
  for (const line of (await response.text()).split("\n")) {
    const [sum, name] = line.trim().split(/\s+/);
    if (name === asset && sum && /^[0-9a-f]{64}$/i.test(sum)) return sum.toLowerCase();
  }
  throw new SourceFailure(`${url} lists no SHA-256 for ${asset}`);
}

/** Streams a download to a file, hashing it on the way; returns the hex SHA-256. */
async function fetchToFile(url: string, file: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15 * 60_000) });
  if (!response.ok || !response.body) throw new SourceFailure(`could not download ${url} (HTTP ${response.status})`);
  const hash = createHash("sha256");
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MAX_ARCHIVE_BYTES) return done(new SourceFailure(`${url} is larger than any release archive`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), meter, createWriteStream(file, { mode: 0o600 }));
  return hash.digest("hex");
}

async function buildWithGo(sources: TemporalCliSources): Promise<string | undefined> {
  const { say, installDir } = sources;
  const go = which("go", sources.searchPath);
  if (!go) {
    say("Temporal CLI: Go is not installed, so it cannot be built from source (https://go.dev/dl).");
    return undefined;
  }
  say(`Temporal CLI: building v${TEMPORAL_CLI_VERSION} with Go into ${displayPath(installDir)} (a few minutes the first time)…`);
  // Built into a scratch folder and moved into place whole: an interrupted build never leaves a broken binary.
  const work = mkdtempSync(path.join(installDir, ".build-"));
  try {
    const output = await run(go, ["install", `${GO_MODULE}@v${TEMPORAL_CLI_VERSION}`], { ...process.env, GOBIN: work });
    if (output.code !== 0) throw new SourceFailure(`building with Go failed: ${lastLine(output.text) || `exit ${output.code}`}`);
    const bin = path.join(work, "temporal");
    assertRuns(bin, "the binary Go built");
    const target = path.join(installDir, "temporal");
    renameSync(bin, target);
    say(`Temporal CLI v${TEMPORAL_CLI_VERSION} built with Go into ${displayPath(installDir)}.`);
    return target;
  } catch (e) {
    say(`Temporal CLI: ${e instanceof SourceFailure ? e.message : `building with Go failed (${reasonOf(e)})`}.`);
    return undefined;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function assertRuns(bin: string, what: string) {
  const check = spawnSync(bin, ["--version"], { encoding: "utf8", timeout: 60_000 });
  if (check.status !== 0) {
    throw new SourceFailure(`${what} does not run (${firstLine(check.stderr) || check.error?.message || `exit ${check.status}`})`);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (d: Buffer) => (text += d.toString()));
    child.stderr.on("data", (d: Buffer) => (text += d.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code: code ?? 1, text }));
  });
}

const firstLine = (text: string | undefined) => (text ?? "").trim().split("\n")[0]?.trim() ?? "";
const lastLine = (text: string) => text.trim().split("\n").at(-1)?.trim() ?? "";
const displayPath = (p: string) => (path.relative(process.cwd(), p).startsWith("..") ? p : path.relative(process.cwd(), p) || ".");
