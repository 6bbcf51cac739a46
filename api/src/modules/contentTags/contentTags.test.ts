import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";
import { createFeedWithItems } from "../../../../tests/factories.js";
import { databaseBefore } from "../../../../tests/setup/migrations.js";

let t: TestApp;

beforeAll(async () => {
  // Guests publish no data feeds by default (maxOutputFeeds 0): these tests turn one on.
  t = await createTestApp({ TIER_LIMITS: JSON.stringify({ guest: { maxContentItemTags: 2, maxContentItemsTagged: 3, maxOutputFeeds: 5 } }) });
});
afterAll(async () => {
  await t?.close();
});

async function guest() {
  const res = await t.rest("POST", "/users", { body: { isGuest: true } });
  return { token: res.body.token as string, id: res.body.user.id as string };
}

const tagsOf = (body: any) => Object.values(body.contentItemTags as Record<string, any>);

describe("content tags", () => {
  it("gives every user a read-later system tag, in bootstrap and the tag list", async () => {
    const { token } = await guest();
    const boot = await t.rest("GET", "/bootstrap", { token });
    const [readLater] = tagsOf(boot.body);
    expect(tagsOf(boot.body)).toHaveLength(1);
    expect(readLater).toMatchObject({
      name: "Read Later", slug: "read-later", enabled: true, isSystem: true, totalContentItems: 0, unreadCount: 0,
      properties: { icon: null, showInSidebar: true, enableDatafeed: false },
    });
    expect(boot.body.contentItemTags[readLater.id]).toBe(readLater);
    expect((await t.rest("GET", "/content/tags", { token })).body.contentItemTags).toEqual(boot.body.contentItemTags);
    expect((await t.rest("GET", "/content/tags/read-later", { token })).body.id).toBe(readLater.id);
    expect((await t.rest("GET", "/content/tags")).body.display_message_key).toBe("NO_TOKEN");
  });

  it("creates, renames, patches and deletes tags; system tags keep their name and stay", async () => {
    const { token } = await guest();
    const created = await t.rest("POST", "/content/tags", { token, body: { name: "  Rust Things ", properties: { icon: "crab", showInSidebar: true } } });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    // Only system tags have a slug (spec part 3 sections 2 and 3: the Library tells them apart by it).
    expect(created.body.contentItemTags[id]).toMatchObject({ name: "Rust Things", slug: null, isSystem: false, properties: { icon: "crab", showInSidebar: true, enableDatafeed: false } });
    expect(await t.rest("POST", "/content/tags", { token, body: { name: "rust-things!" } })).toMatchObject({ status: 409, body: { display_message_key: "DUPLICATE_TAG_NAME" } });
    expect((await t.rest("POST", "/content/tags", { token, body: { name: "READ LATER" } })).status).toBe(409);
    for (const body of [{}, { name: "  " }, { name: "x".repeat(101) }, { name: "!!!" }, { name: "ok", properties: { colour: "red" } }]) {
      expect((await t.rest("POST", "/content/tags", { token, body })).body.display_message_key).toBe("VALIDATION_ERROR");
    }

    const patched = await t.rest("PATCH", `/content/tags/${id}`, { token, body: { name: "Rust", enabled: false, properties: { enableDatafeed: true } } });
    expect(patched.body.contentItemTags[id]).toMatchObject({ name: "Rust", slug: null, enabled: false, properties: { icon: "crab", showInSidebar: true, enableDatafeed: true } });
    // Names stay unique as the user reads them, and a user tag is found by its id only.
    expect(await t.rest("POST", "/content/tags", { token, body: { name: "RUST" } })).toMatchObject({ status: 409, body: { display_message_key: "DUPLICATE_TAG_NAME" } });
    expect((await t.rest("POST", "/content/tags", { token, body: { name: "Rust Things" } })).status).toBe(200);
    expect((await t.rest("GET", "/content/tags/rust", { token })).status).toBe(404);
    const byId = (await t.rest("GET", `/content/tags/${id}`, { token })).body;
    expect(byId.id).toBe(id);
    expect(byId.contentItemTags[id]).toMatchObject({ name: "Rust", slug: null });
    const readLater = tagsOf(patched.body).find((x) => x.isSystem);
    expect(await t.rest("PATCH", `/content/tags/${readLater.id}`, { token, body: { name: "Later" } })).toMatchObject({ status: 403, body: { display_message_key: "FORBIDDEN" } });
    expect((await t.rest("PATCH", `/content/tags/${readLater.id}`, { token, body: { properties: { icon: "clock" } } })).body.contentItemTags[readLater.id].properties.icon).toBe("clock");
    expect((await t.rest("DELETE", `/content/tags/${readLater.id}`, { token })).status).toBe(403);

    const deleted = await t.rest("DELETE", `/content/tags/${id}`, { token });
    expect(deleted.body.deletedContentItemTagId).toBe(id);
    expect(tagsOf(deleted.body).map((x) => [x.name, x.slug])).toEqual([["Read Later", "read-later"], ["Rust Things", null]]);
    expect((await t.rest("DELETE", `/content/tags/${id}`, { token })).status).toBe(404);
  });

  it("enforces the tag and tagged-item limits of the tier with the spec's messages", async () => {
    const { token } = await guest();
    for (const name of ["one", "two"]) expect((await t.rest("POST", "/content/tags", { token, body: { name } })).status).toBe(200);
    expect(await t.rest("POST", "/content/tags", { token, body: { name: "three" } })).toMatchObject({
      status: 403, body: { display_message_key: "MAX_CONTENT_ITEM_TAGS_REACHED", message: "You have reached the maximum number of tags for this account tier" },
    });
    const { itemIds } = await createFeedWithItems(t.db, "limits", [{ ageDays: 1 }, { ageDays: 2 }, { ageDays: 3 }, { ageDays: 4 }]);
    for (const id of itemIds.slice(0, 3)) expect((await t.rest("POST", `/content/${id}/tags`, { token, body: { contentItemTagId: "read-later" } })).status).toBe(200);
    expect(await t.rest("POST", `/content/${itemIds[3]}/tags`, { token, body: { contentItemTagId: "read-later" } })).toMatchObject({
      status: 403, body: { display_message_key: "MAX_CONTENT_ITEMS_TAGGED_REACHED", message: "You have reached the maximum number of tagged items for this account tier" },
    });
    // An item already tagged can join another tag: the limit counts items, not taggings.
    const one = tagsOf((await t.rest("GET", "/content/tags", { token })).body).find((x) => x.name === "one");
    expect((await t.rest("POST", `/content/${itemIds[0]}/tags`, { token, body: { contentItemTagId: one.id } })).status).toBe(200);
  });

  it("tags and untags items idempotently, with counts, and lists the tag", async () => {
    const { token } = await guest();
    const { feedId, itemIds } = await createFeedWithItems(t.db, "tagged", [{ ageDays: 1 }, { ageDays: 2 }, { ageDays: 45 }]);
    const tag = (await t.rest("POST", "/content/tags", { token, body: { name: "Keep" } })).body.id as string;
    for (const id of itemIds) await t.rest("POST", `/content/${id}/tags`, { token, body: { contentItemTagId: tag } });
    const again = await t.rest("POST", `/content/${itemIds[0]}/tags`, { token, body: { contentItemTagId: tag } });
    expect(again.body.contentItem.contentItemTagIds).toEqual([tag]);
    expect(again.body.contentItemTags[tag]).toMatchObject({ totalContentItems: 3, unreadCount: 3 });
    // Subscribing adopts read state kept without a subscription; the 45-day-old item is then read by the window.
    await t.rest("PATCH", `/content/${itemIds[1]}`, { token, body: { isRead: true } });
    await t.rest("POST", "/subscriptions", { token, body: { feedId } });
    const listed = (await t.rest("GET", `/content?contentItemTagId=${tag}&showRead=true`, { token })).body.contentItems;
    expect(listed.map((i: any) => [i.id, i.isRead])).toEqual([[itemIds[0], false], [itemIds[1], true], [itemIds[2], true]]);
    const sub = (await t.rest("GET", "/subscriptions", { token })).body;
    expect(Object.values(sub.subscriptions as Record<string, any>)[0].unreadCount).toBe(1);

    const untagged = await t.rest("DELETE", `/content/${itemIds[0]}/tags?contentItemTagId=${tag}`, { token });
    expect(untagged.body.contentItem.contentItemTagIds).toEqual([]);
    expect(untagged.body.contentItemTags[tag]).toMatchObject({ totalContentItems: 2, unreadCount: 0 });
    expect((await t.rest("DELETE", `/content/${itemIds[0]}/tags?contentItemTagId=${tag}`, { token })).status).toBe(200);
    expect((await t.rest("DELETE", `/content/${itemIds[0]}/tags`, { token })).status).toBe(400);
    expect((await t.rest("POST", `/content/${itemIds[0]}/tags`, { token, body: {} })).status).toBe(400);
    expect((await t.rest("POST", "/content/00000000-0000-0000-0000-000000000000/tags", { token, body: { contentItemTagId: tag } })).status).toBe(404);
    // A disabled tag shows no content and counts nothing.
    const disabled = await t.rest("PATCH", `/content/tags/${tag}`, { token, body: { enabled: false } });
    expect(disabled.body.contentItemTags[tag]).toMatchObject({ enabled: false, unreadCount: 0, totalContentItems: 2 });
    expect((await t.rest("GET", `/content?contentItemTagId=${tag}`, { token })).body.display_message_key).toBe("CONTENT_LIST_UNAVAILABLE");
  });

  it("never shows or touches another user's tags", async () => {
    const owner = await guest();
    const other = await guest();
    const tag = (await t.rest("POST", "/content/tags", { token: owner.token, body: { name: "Private" } })).body.id as string;
    const { itemIds } = await createFeedWithItems(t.db, "private", [{ ageDays: 1 }]);
    await t.rest("POST", `/content/${itemIds[0]}/tags`, { token: owner.token, body: { contentItemTagId: tag } });

    expect(tagsOf((await t.rest("GET", "/content/tags", { token: other.token })).body).map((x) => x.id)).not.toContain(tag);
    for (const [method, path, body] of [
      ["GET", `/content/tags/${tag}`, undefined],
      ["PATCH", `/content/tags/${tag}`, { enabled: false }],
      ["DELETE", `/content/tags/${tag}`, undefined],
      ["POST", `/content/${itemIds[0]}/tags`, { contentItemTagId: tag }],
      ["DELETE", `/content/${itemIds[0]}/tags?contentItemTagId=${tag}`, undefined],
    ] as const) {
      expect((await t.rest(method, path, { token: other.token, ...(body ? { body } : {}) })).status, `${method} ${path}`).toBe(404);
    }
    expect((await t.rest("GET", `/content?contentItemTagId=${tag}`, { token: other.token })).body.display_message_key).toBe("CONTENT_LIST_UNAVAILABLE");
    // The item itself is public, but the owner's tags on it are not.
    expect((await t.rest("GET", `/content/${itemIds[0]}`, { token: other.token })).body.contentItem.contentItemTagIds).toEqual([]);
    expect((await t.rest("GET", `/content/${itemIds[0]}`, { token: owner.token })).body.contentItem.contentItemTagIds).toEqual([tag]);
  });
});

describe("the content tag slug migration", () => {
  it("takes the slug from user tags and keeps names unique as before; read-later keeps its slug", async () => {
    const old = await databaseBefore("20261126120100_content_tag_slugs");
    try {
      const [user] = await old.sql<{ id: string }>(`INSERT INTO "User" (id, "isGuest", "updatedAt") VALUES (gen_random_uuid(), true, now()) RETURNING id`);
      const userId = user!.id;
      // Tags as the schema before made them: every one with a slug derived from its name.
      for (const [name, slug, isSystem] of [["Read Later", "read-later", true], ["Rust Things", "rust-things", false], ["Deep dives", "deep-dives", false]] as const) {
        await old.sql(`INSERT INTO "ContentItemTag" (id, "userId", name, slug, "isSystem", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, $4, now())`, [userId, name, slug, isSystem]);
      }
      expect(await old.migrateRest()).toContain("20261126120100_content_tag_slugs");
      const rows = await old.sql<{ name: string; slug: string | null; nameKey: string }>(`SELECT name, slug, "nameKey" FROM "ContentItemTag" ORDER BY name`);
      expect(rows).toEqual([
        { name: "Deep dives", slug: null, nameKey: "deep-dives" },
        { name: "Read Later", slug: "read-later", nameKey: "read-later" },
        { name: "Rust Things", slug: null, nameKey: "rust-things" },
      ]);
      await expect(old.sql(`INSERT INTO "ContentItemTag" (id, "userId", name, "nameKey", "updatedAt") VALUES (gen_random_uuid(), $1, 'rust things!', 'rust-things', now())`, [userId])).rejects.toThrow(/unique/);
    } finally {
      await old.drop();
    }
  });
});
