import type { Db, Tx } from "../../db.js";
import type { AdminAuditEntry, Prisma, User } from "../../generated/prisma/client.js";

export type AuditTarget = "feed" | "user";

/** What one field was and became. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** How an audit entry reads (REST `auditLog`, GraphQL `AdminAuditEntry`). */
export interface AuditView {
  id: string;
  createdAt: string;
  actorId: string | null;
  actorName: string;
  targetType: string;
  targetId: string;
  action: string;
  changes: Record<string, unknown>;
}

/** The fields whose values differ between `before` and `after` (JSON equality), as from/to pairs. */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, FieldChange> {
  const out: Record<string, FieldChange> = {};
  for (const key of Object.keys(after)) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return out;
}

/** How an admin is named in the log: email, else username, else id (kept if the account goes later). */
export function actorName(actor: Pick<User, "id" | "email" | "username">): string {
  return actor.email ?? actor.username ?? actor.id;
}

/**
 * Records one admin action in the same transaction as the change it describes, so the log never claims a
 * change that was rolled back nor misses one that was made.
 */
export async function recordAudit(
  tx: Tx | Db,
  entry: { actor: Pick<User, "id" | "email" | "username">; targetType: AuditTarget; targetId: string; action: string; changes: Record<string, unknown> },
): Promise<void> {
  await tx.adminAuditEntry.create({
    data: {
      actorId: entry.actor.id,
      actorName: actorName(entry.actor),
      targetType: entry.targetType,
      targetId: entry.targetId,
      action: entry.action,
      changes: entry.changes as Prisma.InputJsonValue,
    },
  });
}

export function presentAudit(e: AdminAuditEntry): AuditView {
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    actorId: e.actorId,
    actorName: e.actorName,
    targetType: e.targetType,
    targetId: e.targetId,
    action: e.action,
    changes: e.changes as Record<string, unknown>,
  };
}

/** The newest entries about one feed or user (or about anything), newest first. */
export async function auditLog(db: Db, opts: { targetType?: AuditTarget | null; targetId?: string | null; limit: number; before?: Date | null }): Promise<AdminAuditEntry[]> {
  return db.adminAuditEntry.findMany({
    where: {
      ...(opts.targetType ? { targetType: opts.targetType } : {}),
      ...(opts.targetId ? { targetId: opts.targetId } : {}),
      ...(opts.before ? { createdAt: { lt: opts.before } } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: opts.limit,
  });
}
