import type { Config } from "./config.js";
import type { Db } from "./db.js";
import { DomainError } from "./errors.js";
import type { Logger } from "./logger.js";
import { resolveSession, type ResolvedSession, type SessionMeta } from "./modules/auth/session.service.js";
import type { Services } from "./services.js";

/** What every transport (GraphQL, REST) knows about one request, resolved once. */
export interface RequestContext {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
  meta: SessionMeta;
  /** The bearer token as sent (null when none). */
  token: string | null;
  /** The session behind the token; null when no token was sent or it is unknown. */
  session: ResolvedSession | null;
}

export interface ContextDeps {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
}

function clientIp(request: Request, config: Config, remoteAddress: string | undefined): string | undefined {
  if (config.trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return remoteAddress;
}

/** Reads `Authorization: Bearer <token>`; the web keeps its token in the `user` cookie and sends it here. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Builds the context for an HTTP request (REST or GraphQL over HTTP). */
export function contextForRequest(deps: ContextDeps, request: Request, remoteAddress?: string): Promise<RequestContext> {
  return createRequestContext(deps, bearerToken(request), {
    ip: clientIp(request, deps.config, remoteAddress),
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
}

/** Resolves the token's session once; every resolver and handler of the request shares the result. */
export async function createRequestContext(deps: ContextDeps, token: string | null, meta: SessionMeta): Promise<RequestContext> {
  const session = token ? await resolveSession(deps.db, token) : null;
  return { ...deps, meta, token, session };
}

/** The signed-in session, or the spec's 401: NO_TOKEN without a token, INVALID_TOKEN for an unknown one. */
export function requireSession(ctx: RequestContext): ResolvedSession {
  if (ctx.session) return ctx.session;
  throw new DomainError(ctx.token ? "INVALID_TOKEN" : "NO_TOKEN");
}
