import { afterAll, describe, expect, it } from "vitest";
import { databaseBefore } from "../setup/migrations.js";

// Migration 20261127100000_sync_apps on a database that already holds feeds, items and folders: existing rows are
// numbered in the order they arrived (Fever's since_id walks items by it), and new rows continue after them.
let db: Awaited<ReturnType<typeof databaseBefore>> | undefined;

afterAll(async () => {
  await db?.drop();
});

describe("sync ids migration", () => {
  it("numbers existing items by first sight, feeds and folders by creation, and new rows after them", async () => {
    db = await databaseBefore("20261127100000_sync_apps");
    const [user] = await db.sql<{ id: string }>(`INSERT INTO "User" (id, "updatedAt") VALUES (gen_random_uuid(), now()) RETURNING id`);
    const feeds = await db.sql<{ id: string }>(
      `INSERT INTO "Feed" (id, url, "updatedAt", "createdAt") VALUES (gen_random_uuid(), 'https://b.example/feed', now(), now()), (gen_random_uuid(), 'https://a.example/feed', now(), now() - interval '1 day') RETURNING id`,
    );
    // Inserted newest first: the numbers must follow firstSeenAt, not the order rows were written.
    for (const [guid, hoursAgo] of [["late", 1], ["early", 30], ["middle", 5]] as const) {
      await db.sql(`INSERT INTO "ContentItem" (id, "feedId", guid, "contentHash", "firstSeenAt") VALUES (gen_random_uuid(), $1, $2, 'h', now() - make_interval(hours => $3))`, [feeds[0]!.id, guid, hoursAgo]);
    }
    await db.sql(`INSERT INTO "Folder" (id, "userId", name) VALUES (gen_random_uuid(), $1, 'Tech')`, [user!.id]);

    expect(await db.migrateRest()).toContain("20261127100000_sync_apps");
    const items = await db.sql<{ guid: string; s: string }>(`SELECT guid, "syncId"::text AS s FROM "ContentItem" ORDER BY "syncId"`);
    expect(items).toEqual([{ guid: "early", s: "1" }, { guid: "middle", s: "2" }, { guid: "late", s: "3" }]);
    expect((await db.sql<{ url: string; s: string }>(`SELECT url, "syncId"::text AS s FROM "Feed" ORDER BY "syncId"`)).map((f) => f.url)).toEqual(["https://a.example/feed", "https://b.example/feed"]);
    expect(await db.sql(`SELECT "syncId"::text AS s FROM "Folder"`)).toEqual([{ s: "1" }]);

    const [fresh] = await db.sql<{ s: string }>(`INSERT INTO "ContentItem" (id, "feedId", guid, "contentHash") VALUES (gen_random_uuid(), $1, 'new', 'h') RETURNING "syncId"::text AS s`, [feeds[1]!.id]);
    expect(fresh!.s).toBe("4");
    await expect(db.sql(`UPDATE "ContentItem" SET "syncId" = 1 WHERE guid = 'new'`)).rejects.toThrow(/unique/i);
  });
});
