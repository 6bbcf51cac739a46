import { GraphQLError } from "graphql";
import { requireSession, type RequestContext } from "../../context.js";
import { DomainError, ERROR_TABLE } from "../../errors.js";
import { sessionOf } from "../../schema/auth.js";
import type { ResolvedSession } from "../auth/session.service.js";

/**
 * REST: the signed-in admin (accountSettings.isAdmin), or the spec-shaped 401 without a valid token and 403
 * FORBIDDEN for anyone else. Every /admin route calls it before reading its input, so a non-admin learns nothing
 * (not even whether an id exists).
 */
export function requireAdmin(ctx: RequestContext): ResolvedSession {
  const session = requireSession(ctx);
  if (!session.user.isAdmin) throw new DomainError("FORBIDDEN");
  return session;
}

/** GraphQL: the same check as a coded error (auth is never a result-union member, ARCHITECTURE principle 5). */
export function adminOf(ctx: RequestContext): ResolvedSession {
  const session = sessionOf(ctx);
  if (!session.user.isAdmin) {
    throw new GraphQLError(ERROR_TABLE.FORBIDDEN.message, { extensions: { code: "FORBIDDEN", display_message_key: "FORBIDDEN" } });
  }
  return session;
}
