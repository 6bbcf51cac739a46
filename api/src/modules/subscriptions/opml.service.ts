import type { Db } from "../../db.js";
import { DomainError, validationError } from "../../errors.js";
import type { User } from "../../generated/prisma/client.js";
import { buildOpml, folderNameFor, opmlFeeds, OpmlParseError, parseOpml, type OpmlExportEntry } from "../../reader/opml/index.js";
import type { FoldersService } from "../folders/folders.service.js";
import { lockAndLoadOrder } from "../../core/readingOrderStore.js";
import { subscriptionTitle } from "./subscriptions.present.js";
import type { SubscribeResult, SubscriptionsService } from "./subscriptions.service.js";

const MAX_OPML_CHARS = 5_000_000;
const BATCH = 10; // spec: outlines are sent in batches of 10

/** The spec's download name, `{username}-opml-export` (with the .opml extension so the file opens anywhere). */
export function opmlFileName(user: Pick<User, "username">, folderName?: string): string {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "rivulet";
  return `${slug(user.username ?? "rivulet")}${folderName ? `-${slug(folderName)}` : ""}-opml-export.opml`;
}

/**
 * OPML for API clients (the web parses in the browser and sends batches itself, spec part 1 section 4; both
 * end in the same batch subscribe). Import: nested outlines become folders (deeper paths joined with " / "),
 * existing folders are reused by name, duplicates are skipped. Export: the reading list in its order.
 */
export function createOpmlService({ db, subscriptions, folders }: { db: Db; subscriptions: SubscriptionsService; folders: FoldersService }) {
  return {
    async importOpml(user: User, body: unknown): Promise<{ results: SubscribeResult[]; foldersCreated: number }> {
      const text = (body as { opml?: unknown } | undefined)?.opml;
      if (typeof text !== "string" || !text.trim()) throw validationError({ opml: "No file selected" });
      if (text.length > MAX_OPML_CHARS) throw new DomainError("PAYLOAD_TOO_LARGE");
      let entries;
      try {
        entries = opmlFeeds(parseOpml(text));
      } catch (e) {
        // The spec's "Failed to parse OPML" as the message, and what was wrong (not OPML, cut short) for the field.
        if (e instanceof OpmlParseError) throw validationError({ opml: e.detail }, e.message);
        throw e;
      }
      const folderIds = new Map<string, string | { error: DomainError }>();
      let foldersCreated = 0;
      for (const name of new Set(entries.map((e) => folderNameFor(e.folderPath)).filter((n): n is string => n !== null))) {
        try {
          const before = await db.folder.count({ where: { userId: user.id } });
          const folder = await folders.findOrCreate(user, name.slice(0, 200));
          if ((await db.folder.count({ where: { userId: user.id } })) > before) foldersCreated += 1;
          folderIds.set(name, folder.id);
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          folderIds.set(name, { error: e });
        }
      }
      const results: SubscribeResult[] = [];
      for (let i = 0; i < entries.length; i += BATCH) {
        const slice = entries.slice(i, i + BATCH);
        const runnable: typeof slice = [];
        const positions: number[] = [];
        slice.forEach((entry, j) => {
          const name = folderNameFor(entry.folderPath);
          const folder = name ? folderIds.get(name) : null;
          if (folder && typeof folder !== "string") {
            results[i + j] = { url: entry.xmlUrl, error: folder.error.message, display_message_key: folder.error.key };
          } else {
            runnable.push(entry);
            positions.push(i + j);
          }
        });
        if (!runnable.length) continue;
        const batch = await subscriptions.createBatch(user, {
          feeds: runnable.map((e) => {
            const name = folderNameFor(e.folderPath);
            return { url: e.xmlUrl, title: e.title.slice(0, 500), subscriptionTagId: name ? (folderIds.get(name) as string) : null };
          }),
        });
        batch.forEach((r, k) => (results[positions[k]!] = r));
      }
      return { results, foldersCreated };
    },

    /** The whole reading list (or one folder) as OPML 2.0, in the user's order. */
    async exportOpml(user: User, folderId?: string | null): Promise<{ fileName: string; opml: string }> {
      const [subs, allFolders, loaded] = await Promise.all([
        db.feedSubscription.findMany({ where: { userId: user.id }, include: { feed: true } }),
        db.folder.findMany({ where: { userId: user.id } }),
        lockAndLoadOrder(db, user.id, { lock: false }),
      ]);
      const byId = new Map(subs.map((s) => [s.id, s]));
      const feedEntry = (id: string) => {
        const s = byId.get(id);
        return s ? [{ kind: "feed" as const, title: subscriptionTitle(s, s.feed), xmlUrl: s.feed.url, htmlUrl: s.feed.link }] : [];
      };
      const folderEntry = (id: string): OpmlExportEntry[] => {
        const f = allFolders.find((x) => x.id === id);
        return f ? [{ kind: "folder", name: f.name, feeds: (loaded.order.folders.get(id) ?? []).flatMap(feedEntry) }] : [];
      };
      if (folderId) {
        const folder = allFolders.find((f) => f.id === folderId);
        if (!folder) throw new DomainError("NOT_FOUND", { message: "Folder not found" });
        const title = `${folder.name} (Rivulet)`;
        return { fileName: opmlFileName(user, folder.name), opml: buildOpml({ title, dateCreated: new Date(), ownerName: user.username, entries: folderEntry(folderId) }) };
      }
      const entries = loaded.order.topLevel.flatMap((id) => (byId.has(id) ? feedEntry(id) : folderEntry(id)));
      return { fileName: opmlFileName(user), opml: buildOpml({ title: `${user.username ?? "Rivulet"} subscriptions`, dateCreated: new Date(), ownerName: user.username, entries }) };
    },
  };
}
