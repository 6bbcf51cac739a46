import { GraphQLError } from "graphql";
import type { RequestContext } from "../context.js";
import { ERROR_TABLE } from "../errors.js";
import type { ResolvedSession } from "../modules/auth/session.service.js";

/**
 * Auth failures are coded GraphQL errors, not result-union members (ARCHITECTURE principle 5): a client
 * handles them once, globally (clear the session, go to /pages/login).
 */
export function sessionOf(ctx: RequestContext): ResolvedSession {
  if (ctx.session) return ctx.session;
  const key = ctx.token ? "INVALID_TOKEN" : "NO_TOKEN";
  throw new GraphQLError(ERROR_TABLE[key].message, {
    extensions: { code: "UNAUTHENTICATED", display_message_key: key },
  });
}
