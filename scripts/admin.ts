import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadConfigOrExit, type Config } from "../api/src/config.js";
import { applyMigrations, openDb, type Db } from "../api/src/db.js";
import { embeddedDatabaseUrl } from "../api/src/embeddedDatabaseUrl.js";
import { startEmbeddedPostgres } from "../api/src/embeddedPostgres.js";
import { hashPassword } from "../api/src/lib/passwords.js";

const USAGE = `Usage: npm run admin -- <command>
  create-admin <email> [--password <pw>]   create an admin (or promote an existing account)
  set-premium <email> <on|off>             grant or revoke Pro
Uses DATABASE_URL, else the embedded database (started for the command if npm start is not running).`;

async function reachable(url: string): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url });
  const up = await probe.connect().then(() => true, () => false);
  await probe.end().catch(() => undefined);
  return up;
}

/** Connects to the configured or embedded database, starting the embedded server only when it is not up. */
async function withDb(config: Config, fn: (db: Db) => Promise<void>) {
  let url = config.database.url;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const running = embeddedDatabaseUrl(config.database);
    if (running && (await reachable(running))) {
      url = running;
    } else {
      const server = await startEmbeddedPostgres({
        dir: config.database.embeddedDir, port: config.database.embeddedPort, database: "rivulet",
        passwordFile: config.database.embeddedPasswordFile, onNotice: (line) => console.log(line),
      });
      url = server.url("rivulet");
      stop = server.stop;
      await applyMigrations(url);
    }
  }
  const db = openDb(url, 2);
  try {
    await fn(db);
  } finally {
    await db.$disconnect();
    await stop?.();
  }
}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  const config = loadConfigOrExit();
  if (!command || !email || !["create-admin", "set-premium"].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const address = email.trim().toLowerCase();
  await withDb(config, async (db) => {
    if (command === "create-admin") {
      const existing = await db.user.findUnique({ where: { email: address } });
      if (existing) {
        await db.user.update({ where: { id: existing.id }, data: { isAdmin: true, isGuest: false } });
        console.log(`${address} is now an admin.`);
        return;
      }
      const given = rest[0] === "--password" ? rest[1] : undefined;
      const password = given ?? randomBytes(12).toString("base64url");
      const username = address.split("@")[0]!.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 30).padEnd(3, "0");
      await db.user.create({
        data: { email: address, username, passwordHash: await hashPassword(password), isAdmin: true, emailVerifiedAt: new Date() },
      });
      console.log(`Created admin ${address} (username ${username}).${given ? "" : ` Password: ${password}`}`);
    } else {
      const on = rest[0] === "on";
      if (rest[0] !== "on" && rest[0] !== "off") throw new Error(USAGE);
      const { count } = await db.user.updateMany({ where: { email: address }, data: { isPremium: on } });
      if (count === 0) throw new Error(`No account with email ${address}`);
      console.log(`${address}: Pro ${on ? "granted" : "revoked"}.`);
    }
  });
  process.exit(0);
}

await main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
