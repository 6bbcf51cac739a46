import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../tests/setup/freePort.js";
import { findTemporalCli, obtainTemporalCli, TEMPORAL_CLI_VERSION } from "./temporalCli.js";

// A release served by a real HTTP server on 127.0.0.1, laid out like the CLI's GitHub releases. Its `temporal`
// is a script that answers --version like the real binary: what is checked is how it is fetched, verified,
// extracted and installed.
const ASSET = `temporal_cli_${TEMPORAL_CLI_VERSION}_${process.platform}_${process.arch === "x64" ? "amd64" : process.arch}.tar.gz`;
const FAKE_CLI = `#!/bin/sh\necho "temporal version ${TEMPORAL_CLI_VERSION} (served by the test)"\n`;

let tmp: string;
let server: Server;
let baseUrl: string;
let archive: Buffer;
let checksums: string;
const requested: string[] = [];

function script(file: string, body: string) {
  writeFileSync(file, body);
  chmodSync(file, 0o755);
  return file;
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "rivulet-temporal-cli-"));
  const release = path.join(tmp, "release");
  mkdirSync(release);
  script(path.join(release, "temporal"), FAKE_CLI);
  writeFileSync(path.join(release, "LICENSE"), "MIT\n");
  execFileSync("tar", ["-czf", path.join(tmp, ASSET), "-C", release, "LICENSE", "temporal"]);
  archive = readFileSync(path.join(tmp, ASSET));
  server = createServer((req, res) => {
    requested.push(req.url ?? "");
    if (req.url === `/releases/v${TEMPORAL_CLI_VERSION}/checksums.txt`) return res.end(checksums);
    if (req.url === `/releases/v${TEMPORAL_CLI_VERSION}/${ASSET}`) return res.end(archive);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/releases`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(tmp, { recursive: true, force: true });
});

let installDir: string;
let emptyPath: string;
let lines: string[];
beforeEach((ctx) => {
  const dir = path.join(tmp, ctx.task.id);
  installDir = path.join(dir, "tools", "bin");
  emptyPath = path.join(dir, "path");
  mkdirSync(emptyPath, { recursive: true });
  lines = [];
  requested.length = 0;
  checksums = `${"0".repeat(64)}  temporal_cli_${TEMPORAL_CLI_VERSION}_windows_amd64.zip\n${sha256(archive)}  ${ASSET}\n`;
});

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const sources = (over: Partial<Parameters<typeof obtainTemporalCli>[0]> = {}) => ({
  installDir, downloadBaseUrl: baseUrl, searchPath: emptyPath, say: (line: string) => lines.push(line), ...over,
});

describe("obtaining the Temporal CLI", () => {
  it("downloads the official release for this platform, checks its SHA-256, installs it and it runs", async () => {
    const bin = await obtainTemporalCli(sources());

    expect(bin).toBe(path.join(installDir, "temporal"));
    expect(execFileSync(bin!, ["--version"], { encoding: "utf8" })).toContain(`temporal version ${TEMPORAL_CLI_VERSION}`);
    expect(requested).toEqual([`/releases/v${TEMPORAL_CLI_VERSION}/checksums.txt`, `/releases/v${TEMPORAL_CLI_VERSION}/${ASSET}`]);
    expect(lines).toEqual([
      expect.stringContaining(`downloading v${TEMPORAL_CLI_VERSION} (${ASSET}) from 127.0.0.1`),
      expect.stringMatching(/installed in .*\(SHA-256 verified\)/),
    ]);
    expect(readdirSync(installDir)).toEqual(["temporal"]);

    // Installed once: the next start uses it without asking the server again.
    requested.length = 0;
    expect(await obtainTemporalCli(sources())).toBe(bin);
    expect(requested).toEqual([]);
  });

  it("refuses an archive whose SHA-256 differs from the published one: nothing is extracted or installed", async () => {
    checksums = `${sha256(Buffer.from("another archive"))}  ${ASSET}\n`;

    const bin = await obtainTemporalCli(sources());

    expect(bin).toBeUndefined();
    expect(existsSync(installDir) ? readdirSync(installDir) : []).toEqual([]);
    const failures = lines.filter((l) => !l.endsWith("…"));
    expect(failures).toEqual([
      expect.stringMatching(/^Temporal CLI: refused the download from 127\.0\.0\.1:\d+: its SHA-256 [0-9a-f]{64} is not the published [0-9a-f]{64}\.$/),
      "Temporal CLI: Go is not installed, so it cannot be built from source (https://go.dev/dl).",
    ]);
  });

  it("says in one line when the release lists no checksum for this platform, and installs nothing", async () => {
    checksums = `${sha256(archive)}  temporal_cli_${TEMPORAL_CLI_VERSION}_plan9_mips.tar.gz\n`;

    expect(await obtainTemporalCli(sources())).toBeUndefined();
    expect(lines.filter((l) => l.includes("lists no SHA-256"))).toHaveLength(1);
    expect(requested).toEqual([`/releases/v${TEMPORAL_CLI_VERSION}/checksums.txt`]);
  });

  it("falls through an unreachable host with one line to a build with Go", async () => {
    const goLog = path.join(emptyPath, "go.log");
    // A stand-in `go` (an outside tool, not ours): records its arguments and "builds" into GOBIN like go install.
    script(path.join(emptyPath, "go"), `#!/bin/sh\necho "$@" > "${goLog}"\nprintf '${FAKE_CLI.replaceAll("\n", "\\n")}' > "$GOBIN/temporal"\nchmod +x "$GOBIN/temporal"\n`);
    const closed = `http://127.0.0.1:${await freePort()}/releases`;

    const bin = await obtainTemporalCli(sources({ downloadBaseUrl: closed }));

    expect(bin).toBe(path.join(installDir, "temporal"));
    expect(readFileSync(goLog, "utf8").trim()).toBe(`install github.com/temporalio/cli/cmd/temporal@v${TEMPORAL_CLI_VERSION}`);
    expect(execFileSync(bin!, ["--version"], { encoding: "utf8" })).toContain("temporal version");
    expect(lines).toEqual([
      expect.stringContaining("downloading"),
      expect.stringMatching(/^Temporal CLI: could not download from 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/),
      expect.stringContaining("building"),
      expect.stringContaining("built with Go"),
    ]);
  });

  it("reports a failed Go build in one line (its last output line)", async () => {
    script(path.join(emptyPath, "go"), `#!/bin/sh\necho "go: downloading something" >&2\necho "go: module lookup disabled by GOPROXY=off" >&2\nexit 1\n`);

    const bin = await obtainTemporalCli(sources({ downloadBaseUrl: `http://127.0.0.1:${await freePort()}` }));

    expect(bin).toBeUndefined();
    expect(lines.at(-1)).toBe("Temporal CLI: building with Go failed: go: module lookup disabled by GOPROXY=off.");
  });

  it("says in one line when it cannot install, and tries no source", async () => {
    const file = path.join(emptyPath, "not-a-folder");
    writeFileSync(file, "");

    expect(await obtainTemporalCli(sources({ installDir: path.join(file, "bin") }))).toBeUndefined();
    expect(lines).toEqual([`Temporal CLI: cannot install into ${path.join(file, "bin")} (ENOTDIR): set TOOLS_DIR to a folder you can write.`]);
    expect(requested).toEqual([]);
  });

  it("prefers TEMPORAL_BIN, then `temporal` on PATH, then the installed one, without downloading", async () => {
    mkdirSync(installDir, { recursive: true });
    const installed = script(path.join(installDir, "temporal"), FAKE_CLI);
    const onPath = script(path.join(emptyPath, "temporal"), FAKE_CLI);
    const configured = script(path.join(tmp, `${Date.now()}-my-temporal`), FAKE_CLI);

    expect(await obtainTemporalCli(sources({ configured }))).toBe(configured);
    expect(await obtainTemporalCli(sources())).toBe(onPath);
    rmSync(onPath);
    expect(await obtainTemporalCli(sources())).toBe(installed);
    expect(findTemporalCli({ installDir, searchPath: emptyPath })).toBe(installed);
    expect(requested).toEqual([]);
    expect(lines).toEqual([]);
  });

  it("says in one line that a TEMPORAL_BIN which is not executable is skipped", async () => {
    const onPath = script(path.join(emptyPath, "temporal"), FAKE_CLI);

    expect(await obtainTemporalCli(sources({ configured: "/nowhere/temporal" }))).toBe(onPath);
    expect(lines).toEqual(["Temporal CLI: TEMPORAL_BIN=/nowhere/temporal is not an executable file; looking elsewhere."]);
  });
});
