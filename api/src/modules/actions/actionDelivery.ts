import { setItemRead } from "../../core/readState.js";
import { DomainError, ERROR_TABLE } from "../../errors.js";
import type { ActionDelivery, ContentItemAction, ContentItemActionClause, User } from "../../generated/prisma/client.js";
import type { ActionsDeps } from "./actionDeps.js";
import { actionFailedEmail, itemEmail } from "./actionEmails.js";
import { deliveriesFor } from "./actionIngest.js";
import { matchingItems, scopeLink } from "./actionScope.js";
import { DeliveryFailure } from "./deliveryFailure.js";
import { sendWebhook } from "./webhook.js";

const HOUR_MS = 3_600_000;
/** Items of one batch acted on at once (each item's clauses run in order). */
const ITEM_CONCURRENCY = 8;

type Action = ContentItemAction & { clauses: ContentItemActionClause[]; user: User };
type LoadedItem = Awaited<ReturnType<typeof loadItems>>[number];

async function loadItems(db: ActionsDeps["db"], ids: string[]) {
  return db.contentItem.findMany({
    where: { id: { in: ids } },
    select: {
      id: true, title: true, link: true, author: true, description: true, publishedAt: true, sortAt: true,
      feed: { select: { id: true, title: true, url: true, link: true } },
    },
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

const rateLimited = () => new DeliveryFailure(ERROR_TABLE.ACTION_RATE_LIMIT_EXCEEDED.message, true, undefined, "ACTION_RATE_LIMIT_EXCEEDED");

/**
 * Carrying deliveries out: what the batch and run workflows' activities call. A delivery is marked done right
 * after its side effect, so a retry (or a worker killed mid-batch) redoes only what was not done; a webhook carries
 * the delivery's id as its idempotency key for the one case left, a crash between the POST and the mark.
 */
export function createActionDelivery(deps: ActionsDeps) {
  const { db, config, log, mailer, fetcher, announce, tagItem } = deps;
  const host = new URL(config.publicUrl).hostname || "rivulet.local";

  async function execute(action: Action, clause: ContentItemActionClause, row: ActionDelivery, item: LoadedItem, budget: { emails: number }): Promise<void> {
    switch (clause.actionType) {
      case "mark_read":
        // Idempotent: marking a read item read again writes nothing.
        await setItemRead(db, action.userId, item.id, true);
        announce(action.userId, { subscriptionIds: row.subscriptionId ? [row.subscriptionId] : [] });
        return;
      case "assign_tag":
        try {
          // Idempotent: an item already in the tag stays as it is (and does not trigger the tag's actions again).
          await tagItem(action.user, item.id, clause.actionValue ?? "", row.depth + 1);
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          const message = e.key === "NOT_FOUND" ? "The tag this action assigns no longer exists: choose another one" : e.message;
          throw new DeliveryFailure(message, true);
        }
        return;
      case "send_email": {
        if (budget.emails <= 0) throw rateLimited();
        budget.emails -= 1;
        const scope = await scopeLink(db, config, action);
        try {
          await mailer.send(itemEmail({
            appName: config.appName, to: clause.actionValue ?? "", deliveryId: row.id, host, item, feedTitle: item.feed.title, scope,
          }));
        } catch (e) {
          throw new DeliveryFailure(`The email to ${clause.actionValue} could not be sent: ${e instanceof Error ? e.message : String(e)}`, false);
        }
        return;
      }
      case "trigger_webhook":
        await sendWebhook(fetcher, {
          url: clause.actionValue ?? "",
          secret: action.webhookSecret,
          timeoutMs: config.actions.webhookTimeoutMs,
          delivery: {
            deliveryId: row.id, actionId: action.id, subscriptionId: row.subscriptionId,
            subscriptionTagId: action.subscriptionTagId, contentItemTagId: action.contentItemTagId, item, feed: item.feed,
          },
        });
        return;
      default:
        throw new DeliveryFailure(`Unknown action type ${clause.actionType}`, true);
    }
  }

  /** The items this action may still act on within its hourly limit, of those given (items it acted on this hour already count once). */
  async function withinHourlyLimit(actionId: string, itemIds: string[], now: Date): Promise<Set<string>> {
    const since = new Date(now.getTime() - HOUR_MS);
    const [done, counted] = await Promise.all([
      db.$queryRaw<[{ n: number }]>`
        SELECT count(DISTINCT "contentItemId")::int AS n FROM "ActionDelivery" WHERE "actionId" = ${actionId}::uuid AND "doneAt" > ${since}`,
      db.$queryRaw<Array<{ id: string }>>`
        SELECT DISTINCT "contentItemId" AS id FROM "ActionDelivery"
        WHERE "actionId" = ${actionId}::uuid AND "doneAt" > ${since} AND "contentItemId" = ANY(${itemIds}::uuid[])`,
    ]);
    const already = new Set(counted.map((r) => r.id));
    let room = config.actions.itemsPerHour - done[0].n;
    return new Set(itemIds.filter((id) => already.has(id) || room-- > 0));
  }

  return {
    /** The actions with deliveries still to do in a batch (the batch workflow runs one activity per action). */
    async pendingActionIds(batchId: string): Promise<string[]> {
      const rows = await db.actionDelivery.findMany({ where: { batchId, status: "pending" }, distinct: ["actionId"], select: { actionId: true } });
      return rows.map((r) => r.actionId);
    },

    /**
     * Carries out one action's pending deliveries of a batch and marks each done after its side effect. Throws a
     * DeliveryFailure when any failed: retryable ones are retried by the caller (only what is not done), permanent
     * ones and ACTION_RATE_LIMIT_EXCEEDED (the action's hourly items, or its user's hourly emails, used up) fail the
     * action. An ingest batch of an action turned off meanwhile is skipped; a re-run's runs regardless.
     */
    async deliver(batchId: string, actionId: string, opts: { heartbeat?: (done: number) => void; now?: Date } = {}): Promise<{ delivered: number; skipped: number }> {
      const rows = await db.actionDelivery.findMany({ where: { batchId, actionId, status: "pending" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      if (!rows.length) return { delivered: 0, skipped: 0 };
      const action = await db.contentItemAction.findUnique({ where: { id: actionId }, include: { clauses: true, user: true } });
      if (!action) return { delivered: 0, skipped: 0 };
      const isRun = rows.some((r) => r.runId !== "");
      if (!action.enabled && !isRun) {
        await db.actionDelivery.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { status: "skipped", error: "The action was turned off" } });
        return { delivered: 0, skipped: rows.length };
      }
      const now = opts.now ?? new Date();
      const itemIds = [...new Set(rows.map((r) => r.contentItemId))];
      const [allowed, emailsSent, items] = await Promise.all([
        withinHourlyLimit(actionId, itemIds, now),
        db.actionDelivery.count({ where: { userId: action.userId, actionType: "send_email", doneAt: { gt: new Date(now.getTime() - HOUR_MS) } } }),
        loadItems(db, itemIds),
      ]);
      const itemById = new Map(items.map((i) => [i.id, i]));
      const clauseById = new Map(action.clauses.map((c) => [c.id, c]));
      const budget = { emails: config.actions.emailsPerHour - emailsSent };
      const failures: DeliveryFailure[] = [];
      let delivered = 0;
      await eachLimited(itemIds.filter((id) => allowed.has(id)), ITEM_CONCURRENCY, async (itemId) => {
        for (const row of rows.filter((r) => r.contentItemId === itemId)) {
          const clause = clauseById.get(row.clauseId);
          const item = itemById.get(itemId);
          if (!clause || !item) continue;
          try {
            await execute(action, clause, row, item, budget);
            await db.actionDelivery.update({ where: { id: row.id }, data: { status: "done", doneAt: new Date(), attempts: { increment: 1 }, error: null } });
            delivered += 1;
          } catch (e) {
            if (!(e instanceof DeliveryFailure)) log.error({ err: e, deliveryId: row.id }, "action delivery failed unexpectedly");
            const failure = e instanceof DeliveryFailure ? e : new DeliveryFailure("Something went wrong on our side while running the action", false);
            failures.push(failure);
            await db.actionDelivery.update({ where: { id: row.id }, data: { attempts: { increment: 1 }, error: failure.message.slice(0, 1000) } });
          }
          opts.heartbeat?.(delivered);
        }
      });
      if (allowed.size < itemIds.length) failures.push(rateLimited());
      if (failures.length) {
        const decisive = failures.find((f) => f.key) ?? failures.find((f) => f.permanent);
        if (decisive) throw decisive;
        const waits = failures.flatMap((f) => (f.retryAfterMs !== undefined ? [f.retryAfterMs] : []));
        throw new DeliveryFailure(failures[0]!.message, false, waits.length ? Math.max(...waits) : undefined);
      }
      if (delivered) {
        await db.contentItemAction.updateMany({
          where: { id: actionId, ...(isRun ? {} : { enabled: true }) },
          data: { lastTriggerResult: "success", lastErrorMessage: null, lastTriggerAt: new Date() },
        });
      }
      return { delivered, skipped: 0 };
    },

    /**
     * A delivery that failed for good (after its retries, or at once): the batch's remaining deliveries for the
     * action are given up, and the action is marked failed with the message, turned off and its owner emailed
     * (spec part 2 section 4). Only the call that turns it off sends the email, so concurrent batches send one.
     */
    async fail(actionId: string, batchId: string, message: string): Promise<void> {
      await db.actionDelivery.updateMany({ where: { batchId, actionId, status: "pending" }, data: { status: "failed", error: message.slice(0, 1000) } });
      const data = { lastTriggerResult: "failed", lastErrorMessage: message.slice(0, 1000), lastTriggerAt: new Date() };
      const turnedOff = await db.contentItemAction.updateMany({ where: { id: actionId, enabled: true }, data: { ...data, enabled: false } });
      if (!turnedOff.count) {
        await db.contentItemAction.updateMany({ where: { id: actionId }, data });
        return;
      }
      const action = await db.contentItemAction.findUnique({ where: { id: actionId }, include: { user: { select: { email: true } } } });
      if (!action?.user.email) return;
      try {
        await mailer.send(actionFailedEmail({ appName: config.appName, to: action.user.email, message, scope: await scopeLink(db, config, action) }));
      } catch (err) {
        log.warn({ err, actionId }, "could not email the user about a failed action");
      }
    },

    /**
     * A re-run's deliveries: one per then-clause for the newest `maxItems` matching items (after filters), under
     * the run's own id, so items acted on before are acted on again. Idempotent for one runId.
     */
    async prepareRun(actionId: string, maxItems: number, runId: string): Promise<{ batchId: string; items: number }> {
      const batchId = `run-${runId}`;
      const action = await db.contentItemAction.findUnique({ where: { id: actionId }, include: { clauses: true } });
      if (!action) return { batchId, items: 0 };
      const matched = (await matchingItems(db, action)).slice(0, maxItems);
      const rows = await db.contentItem.findMany({
        where: { id: { in: matched.map((m) => m.id) } },
        select: { id: true, feedId: true, title: true, author: true, link: true, description: true },
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = matched.flatMap((m) => byId.get(m.id) ?? []);
      const subs = await db.feedSubscription.findMany({ where: { userId: action.userId, feedId: { in: ordered.map((i) => i.feedId) } }, select: { id: true, feedId: true } });
      const subOfFeed = new Map(subs.map((s) => [s.feedId, s.id]));
      const deliveries = deliveriesFor(action, ordered, { batchId, runId, subscriptionOf: (id) => subOfFeed.get(byId.get(id)!.feedId) ?? null });
      if (deliveries.length) await db.actionDelivery.createMany({ data: deliveries, skipDuplicates: true });
      return { batchId, items: ordered.length };
    },
  };
}
