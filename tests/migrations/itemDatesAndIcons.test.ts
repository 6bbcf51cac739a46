import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// A plain .mjs helper (the engine `npm run migrate` uses), pointed at a folder holding only some migrations.
import { migrateDeploy } from "../../scripts/wasm-engine.mjs";
import { createEmptyDatabase } from "../setup/testDb.js";

// The issue 12 migrations on a database that holds rows the old code wrote: migrated up to the one before them,
// filled the way the old ingestion filled it, then migrated to the end.
const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");
const FIRST_NEW = "20261126100000_item_dates_from_updated";

let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
let client: pg.Client;

async function migrate(upTo: string | null) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rivulet-migrations-"));
  try {
    cpSync(path.join(MIGRATIONS, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
    for (const name of readdirSync(MIGRATIONS).filter((n) => /^\d/.test(n)).sort()) {
      if (upTo !== null && name >= upTo) break;
      cpSync(path.join(MIGRATIONS, name), path.join(dir, name), { recursive: true });
    }
    return await (migrateDeploy as (f: PrismaPg, dir: string) => Promise<string[]>)(new PrismaPg({ connectionString: database.url, max: 2 }), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const DAY = 86_400_000;
const now = Date.now();
const firstSeen = new Date(now - 2 * 3_600_000);
const ids = {
  user: "01900000-0000-7000-8000-000000000001",
  feed: "01900000-0000-7000-8000-000000000002",
  sub: "01900000-0000-7000-8000-000000000003",
  updatedOnly: "01900000-0000-7000-8000-000000000010",
  published: "01900000-0000-7000-8000-000000000011",
  undated: "01900000-0000-7000-8000-000000000012",
  editedLater: "01900000-0000-7000-8000-000000000013",
};
const oldRelease = new Date(now - 400 * DAY);

beforeAll(async () => {
  database = await createEmptyDatabase();
  const applied = await migrate(FIRST_NEW);
  expect(applied.length).toBeGreaterThan(0);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // What the old ingestion stored: an item with only <updated> was dated when first seen.
  await client.query(`INSERT INTO "User" (id, "isGuest", "updatedAt") VALUES ($1, true, now())`, [ids.user]);
  await client.query(`INSERT INTO "Feed" (id, url, "faviconUrl", "updatedAt") VALUES ($1, 'https://github.com/gulpjs/gulp/releases.atom', 'https://github.com/favicon.ico', now())`, [ids.feed]);
  await client.query(`INSERT INTO "FeedSubscription" (id, "userId", "feedId") VALUES ($1, $2, $3)`, [ids.sub, ids.user, ids.feed]);
  const item = (id: string, guid: string, published: Date | null, updated: Date | null, sortAt: Date) =>
    client.query(
      `INSERT INTO "ContentItem" (id, "feedId", guid, "contentHtml", "publishedAt", "itemUpdatedAt", "sortAt", "firstSeenAt", "contentHash")
       VALUES ($1, $2, $3, '<p style="color:black">old</p>', $4, $5, $6, $7, 'h')`,
      [id, ids.feed, guid, published, updated, sortAt, firstSeen],
    );
  await item(ids.updatedOnly, "v3.9.0", null, oldRelease, firstSeen);
  await item(ids.published, "post", new Date(now - 10 * DAY), new Date(now - 400 * DAY), new Date(now - 10 * DAY));
  await item(ids.undated, "undated", null, null, firstSeen);
  // Edited after we first saw it: only the newer updated date is stored, later than first seen.
  await item(ids.editedLater, "edited", null, new Date(now - 3_600_000), firstSeen);
  // The user had explicitly kept the release unread.
  await client.query(`INSERT INTO "ContentItemReadState" ("userId", "contentItemId", "subscriptionId", "isRead", "sortAt") VALUES ($1, $2, $3, false, $4)`, [ids.user, ids.updatedOnly, ids.sub, firstSeen]);
  const rest = await migrate(null);
  expect(rest[0]).toBe(FIRST_NEW);
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

async function sortAt(id: string): Promise<number> {
  const { rows } = await client.query<{ sortAt: Date }>(`SELECT "sortAt" FROM "ContentItem" WHERE id = $1`, [id]);
  return rows[0]!.sortAt.getTime();
}

describe("migration 20261126100000_item_dates_from_updated", () => {
  it("dates an item that had only an updated date by it, and its read mark with it", async () => {
    expect(await sortAt(ids.updatedOnly)).toBe(oldRelease.getTime());
    const { rows } = await client.query<{ sortAt: Date }>(`SELECT "sortAt" FROM "ContentItemReadState" WHERE "contentItemId" = $1`, [ids.updatedOnly]);
    expect(rows[0]!.sortAt.getTime()).toBe(oldRelease.getTime());
  });

  it("leaves published items, undated items and items edited after they were seen as they were", async () => {
    expect(await sortAt(ids.published)).toBe(now - 10 * DAY);
    expect(await sortAt(ids.undated)).toBe(firstSeen.getTime());
    expect(await sortAt(ids.editedLater)).toBe(firstSeen.getTime());
  });

  it("keeps the per-day counts exact (the triggers moved the release to its own day)", async () => {
    const { rows } = await client.query<{ day: Date; items: number }>(`SELECT day, items FROM "FeedItemDay" WHERE "feedId" = $1 AND items > 0 ORDER BY day`, [ids.feed]);
    const { rows: expected } = await client.query<{ day: Date; items: number }>(
      `SELECT "sortAt"::date AS day, count(*)::int AS items FROM "ContentItem" WHERE "feedId" = $1 GROUP BY 1 ORDER BY 1`, [ids.feed]);
    expect(rows).toEqual(expected);
    expect(rows[0]!.day.toISOString().slice(0, 10)).toBe(oldRelease.toISOString().slice(0, 10));
  });
});

describe("migration 20261126100100_clean_bodies_and_feed_icons", () => {
  it("marks stored bodies as cleaned by the old rules, so they are cleaned again on the way out", async () => {
    const { rows } = await client.query<{ htmlVersion: number }>(`SELECT DISTINCT "htmlVersion" FROM "ContentItem"`);
    expect(rows).toEqual([{ htmlVersion: 0 }]);
  });

  it("forgets guessed favicon addresses, which browsers loaded from the sites themselves", async () => {
    const { rows } = await client.query(`SELECT "faviconUrl", "iconHash", "iconCheckedAt" FROM "Feed" WHERE id = $1`, [ids.feed]);
    expect(rows[0]).toEqual({ faviconUrl: null, iconHash: null, iconCheckedAt: null });
  });
});
