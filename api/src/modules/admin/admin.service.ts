import { parseInput } from "../../lib/parseInput.js";
import type { FeedFetchQueue } from "../subscriptions/feedFetchQueue.js";
import { createAdminFeedsService } from "./adminFeeds.service.js";
import { createAdminUsersService, type AdminUsersDeps } from "./adminUsers.service.js";
import { auditQuerySchema, type AuditQueryInput } from "./admin.validation.js";
import { auditLog } from "./audit.js";

export type AdminService = ReturnType<typeof createAdminService>;

/** Admin tools (spec part 2 sections 6-8, part 3 section 2): feeds, users and the audit log of their changes. */
export function createAdminService(deps: AdminUsersDeps & { fetchQueue: FeedFetchQueue }) {
  return {
    feeds: createAdminFeedsService({ db: deps.db, fetchQueue: deps.fetchQueue }),
    users: createAdminUsersService(deps),
    /** The audit log, newest first: one feed's or user's entries, or all. */
    audit(raw: AuditQueryInput) {
      const q = parseInput(auditQuerySchema, raw);
      return auditLog(deps.db, { targetType: q.targetType ?? null, targetId: q.targetId ?? null, limit: q.limit, before: q.before ? new Date(q.before) : null });
    },
  };
}
