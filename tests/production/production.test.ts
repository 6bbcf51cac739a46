import { execFile, spawn, type ChildProcess } from "node:child_process";
import { builtinModules } from "node:module";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "../../api/src/staticFiles.js";
import { freePort } from "../setup/freePort.js";
import { createEmptyDatabase } from "../setup/testDb.js";

// The production shape as an operator runs it: a release folder (package.json, package-lock.json, scripts/,
// dist/, web/dist/: no sources), `npm ci --omit=dev`, `npm run migrate` on a fresh database, then
// `npm run api` and `npm run worker` with plain node against PostgreSQL and the Temporal dev server.
const ROOT = path.resolve(import.meta.dirname, "../..");
const TEMPORAL_BIN = path.join(ROOT, ".tools/bin/temporal");
const WEB_DIST = path.resolve(ROOT, process.env.E2E_WEB_DIST ?? "web/dist");
const run = promisify(execFile);

const work = mkdtempSync(path.join(os.tmpdir(), "rivulet-release-"));
const release = path.join(work, "release");
let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let temporal: TestWorkflowEnvironment;
let feedServer: Server;
let feedBase: string;
let api: Started | undefined;
let worker: Started | undefined;
let base: string;
const taskQueue = `release-${process.pid}`;

/**
 * The environment of an operator's shell: our Node first on PATH, no node_modules/.bin of the checkout (so
 * nothing of the dev install, tsx above all, is reachable), no NODE_OPTIONS or npm_* variables of this run.
 */
function operatorEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const PATH = [path.dirname(process.execPath), ...(process.env.PATH ?? "").split(path.delimiter).filter((p) => p && !p.includes("node_modules"))];
  return { PATH: PATH.join(path.delimiter), HOME: process.env.HOME ?? os.homedir(), LANG: "C.UTF-8", ...extra };
}

function appEnv(): Record<string, string> {
  return {
    NODE_ENV: "production", DATABASE_URL: database!.url, TEMPORAL_ADDRESS: temporal.address, TEMPORAL_TASK_QUEUE: taskQueue,
    HOST: "127.0.0.1", FETCH_ALLOW_PRIVATE_HOSTS: "127.0.0.1", LOG_LEVEL: "info",
  };
}

async function npm(args: string[], env: Record<string, string> = {}) {
  const { stdout, stderr } = await run("npm", args, { cwd: release, env: operatorEnv(env), maxBuffer: 64 * 1024 * 1024 });
  return { stdout, stderr };
}

interface Started {
  output(): string;
  exitCode(): number | null;
  /** SIGTERM to npm; resolves once npm and the node it runs are gone (fails after 20 s). */
  stop(): Promise<void>;
}

/** Starts `npm run <script>` in the release and resolves once a line of its output matches `ready`. */
function startScript(script: string, env: Record<string, string>, ready: RegExp): Promise<Started> {
  const child: ChildProcess = spawn("npm", ["run", "--silent", script], { cwd: release, env: operatorEnv(env), detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  // "close" waits for every holder of the output pipes, node included, not just npm.
  const closed = new Promise<void>((r) => child.once("close", () => r()));
  const started: Started = {
    output: () => output,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return closed;
      // Only npm gets the signal, as from a process manager that knows one PID: npm must pass it on to node.
      child.kill("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((r) => (timer = setTimeout(() => r("late"), 20_000)));
      const outcome = await Promise.race([closed, late]);
      clearTimeout(timer);
      if (outcome === "late") {
        process.kill(-child.pid!, "SIGKILL");
        await closed;
        throw new Error(`npm run ${script} did not stop within 20 s of SIGTERM:\n${output}`);
      }
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run ${script} did not start within 60 s:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(started);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run ${script} exited (${code}):\n${output}`));
    });
  });
}

/** The dist/ to release: a finished `npm run build` (PRODUCTION_DIST, as npm test passes it) or a fresh one. */
async function buildDist(): Promise<string> {
  if (process.env.PRODUCTION_DIST) return path.resolve(ROOT, process.env.PRODUCTION_DIST);
  const out = path.join(work, "dist");
  await run("bash", [path.join(ROOT, "scripts/build-server.sh"), out], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return out;
}

beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST, "index.html"))) throw new Error(`${WEB_DIST} has no build: run \`npm run build:web\` first (npm test does).`);
  const [dist] = await Promise.all([
    buildDist(),
    TestWorkflowEnvironment.createLocal({
      server: { executable: { type: "existing-path", path: TEMPORAL_BIN }, extraArgs: ["--log-level", "error"] },
    }).then((env) => (temporal = env)),
    createEmptyDatabase().then((d) => (database = d)),
  ]);

  for (const file of ["package.json", "package-lock.json"]) cpSync(path.join(ROOT, file), path.join(release, file));
  cpSync(path.join(ROOT, "scripts"), path.join(release, "scripts"), { recursive: true });
  cpSync(dist, path.join(release, "dist"), { recursive: true });
  cpSync(WEB_DIST, path.join(release, "web/dist"), { recursive: true });

  feedServer = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/rss+xml" }).end(
      `<rss version="2.0"><channel><title>Release feed</title>${[1, 2].map((i) => `<item><guid>r-${i}</guid><title>Release post ${i}</title></item>`).join("")}</channel></rss>`,
    );
  });
  await new Promise<void>((r) => feedServer.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  await api?.stop().catch(() => undefined);
  await worker?.stop().catch(() => undefined);
  await temporal?.teardown();
  feedServer?.closeAllConnections();
  await new Promise((r) => feedServer?.close(r));
  await database?.drop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

describe("a production release", () => {
  it("installs with npm ci --omit=dev and runs without any dev dependency", async () => {
    const { stdout } = await npm(["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"]);
    expect(stdout).toContain("Prisma client not generated: no prisma/schema.prisma here");

    // npm still installs dev dependencies that a runtime package names as optional peers (the Prisma CLI and
    // TypeScript, for @prisma/client): the lockfile marks them devOptional. Remove them, so what follows
    // proves that nothing at run time needs them.
    const lock = JSON.parse(readFileSync(path.join(release, "package-lock.json"), "utf8")) as { packages: Record<string, { devOptional?: boolean }> };
    for (const [location, entry] of Object.entries(lock.packages)) {
      if (entry.devOptional) rmSync(path.join(release, location), { recursive: true, force: true });
    }
    for (const dev of ["tsx", "typescript", "prisma", "vite", "vitest", "@electric-sql/pglite", "esbuild"]) {
      expect(existsSync(path.join(release, "node_modules", dev)), dev).toBe(false);
    }
  });

  it("imports nothing from the build but runtime dependencies and Node's own modules", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const allowed = new Set([...Object.keys(pkg.dependencies), ...builtinModules]);
    const files = (readdirSync(path.join(release, "dist"), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && /\.m?js$/.test(e.name) && e.name !== "workflow-bundle.js")
      .map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(100);
    const strays: string[] = [];
    for (const file of files) {
      for (const { fileName: spec } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
        if (spec.startsWith(".") || spec.startsWith("node:")) continue;
        const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!;
        if (!allowed.has(name)) strays.push(`${path.relative(release, file)}: ${spec}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it("migrates a fresh database with npm run migrate and says what it applied", async () => {
    const migrations = readdirSync(path.join(release, "dist/prisma/migrations"), { withFileTypes: true }).filter((e) => e.isDirectory());
    const first = await npm(["run", "--silent", "migrate"], { DATABASE_URL: database!.url });
    expect(first.stdout).toMatch(new RegExp(`^Applied ${migrations.length} migration\\(s\\) to 127\\.0\\.0\\.1:\\d+/${database!.name}: ${migrations[0]!.name}, `));
    const again = await npm(["run", "--silent", "migrate"], { DATABASE_URL: database!.url });
    expect(again.stdout).toBe(`No pending migrations: ${new URL(database!.url).host}/${database!.name} is up to date.\n`);
    expect((await npm(["run", "--silent", "admin", "--", "create-admin", "ops@example.com", "--password", "release pw 1"], { DATABASE_URL: database!.url })).stdout)
      .toContain("Created admin ops@example.com");
  });

  it("runs the api and the worker with plain node: health, GraphQL, the web app, GraphiQL for admins, a workflow", async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // Both are awaited even when one fails, so afterAll stops whichever did start.
    const starts = await Promise.allSettled([
      startScript("api", { ...appEnv(), PORT: String(port) }, /API and web app listening/),
      startScript("worker", appEnv(), /worker started/),
    ]);
    [api, worker] = starts.map((s) => (s.status === "fulfilled" ? s.value : undefined));
    const failed = starts.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;

    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: "ready", database: "ok", temporal: "ok" });
    const home = await fetch(`${base}/`);
    expect(await home.text()).toContain('<div id="root">');
    expect(home.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);

    const login = await fetch(`${base}/api_v1/users/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "ops@example.com", password: "release pw 1" }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { id: string } };
    const gql = await fetch(`${base}/graphql`, {
      method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ viewer { username } }" }),
    });
    expect(await gql.json()).toEqual({ data: { viewer: { username: "ops" } } });

    // GraphiQL (admins, the production default): the page for the admin's browser, under the CSP, with its files.
    const html = { accept: "text/html" };
    expect((await fetch(`${base}/graphql`, { headers: html })).status).toBe(403);
    const cookie = `user=${encodeURIComponent(JSON.stringify({ user, token }))}`;
    const page = await fetch(`${base}/graphql`, { headers: { ...html, cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    const assets = [...(await page.text()).matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);

    // A feed added in a batch is fetched by a workflow: api → Temporal → worker → PostgreSQL → api.
    const bearer = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const batch = await fetch(`${base}/api_v1/subscriptions/batch`, { method: "POST", headers: bearer, body: JSON.stringify({ feeds: [{ url: `${feedBase}/feed.xml` }] }) });
    const { subscribeResults, subscriptions } = (await batch.json()) as { subscribeResults: Array<{ subscriptionId: string }>; subscriptions: Record<string, { feedId: string }> };
    const subscriptionId = subscribeResults[0]!.subscriptionId;
    const feedId = subscriptions[subscriptionId]!.feedId;
    await temporal.client.workflow.getHandle(`first-fetch-${feedId}`).result();
    const content = await fetch(`${base}/api_v1/content?subscriptionId=${subscriptionId}`, { headers: bearer });
    const titles = ((await content.json()) as { contentItems: Array<{ title: string }> }).contentItems.map((i) => i.title);
    expect(titles.sort()).toEqual(["Release post 1", "Release post 2"]);

    // The worker runs at the lowest scheduling priority (WORKER_NICE, 19 by default): a sweep takes the CPU readers
    // leave idle. The api keeps the priority it was started with. Read from the kernel, not from a log line.
    if (process.platform === "linux") {
      const niceOf = (output: string, marker: string) => {
        const line = output.split("\n").find((l) => l.includes(marker))!;
        const pid = (JSON.parse(line) as { pid: number }).pid;
        return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[16]);
      };
      expect(niceOf(worker!.output(), "worker started")).toBe(19);
      expect(niceOf(api!.output(), "listening on")).toBe(os.getPriority());
    }

    await Promise.all([api!.stop(), worker!.stop()]);
    // SIGTERM (to npm, as a process manager sends it) drains and exits cleanly.
    expect(api!.output()).toContain("shutting down");
    expect(worker!.output()).toContain("worker stopped");
    expect([api!.exitCode(), worker!.exitCode()]).toEqual([0, 0]);
    // Nothing the processes printed was a stack trace of a missing module.
    expect(api!.output() + worker!.output()).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (module|package)/);
  });
});
