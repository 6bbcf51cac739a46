import type { User } from "../../generated/prisma/client.js";
import { requireSession, type RequestContext } from "../../context.js";
import type { RestHandler } from "../../rest/types.js";

/** Every user call answers `{ user, token, settings }` (spec part 1 section 7). */
async function userResponse(ctx: RequestContext, user: User, token: string | null) {
  return {
    user: await ctx.services.users.present(user),
    token,
    settings: await ctx.services.settings.view(user),
  };
}

/** The token may come in the body (our web app) or the URL query (a link opened by another client). */
function tokenFrom(body: unknown, query: URLSearchParams): unknown {
  const fromBody = body && typeof body === "object" ? (body as Record<string, unknown>).token : undefined;
  return { ...(body as object), token: fromBody ?? query.get("token") ?? undefined };
}

export const handleCreateUser: RestHandler = async ({ ctx, body }) => {
  const wantsGuest = Boolean(body && typeof body === "object" && (body as { isGuest?: unknown }).isGuest === true);
  const result = wantsGuest
    ? await ctx.services.users.createGuest(body, ctx.meta)
    : await ctx.services.users.register(body, ctx.session, ctx.meta);
  return userResponse(ctx, result.user, result.token);
};

export const handleLogin: RestHandler = async ({ ctx, body }) => {
  const result = await ctx.services.users.login(body, ctx.meta);
  return userResponse(ctx, result.user, result.token);
};

/**
 * POST /users/logout answers like every user call (spec part 1 section 7): the account just signed out, its
 * settings, and token null (this device holds no session now). Logging out creates nothing: a client that
 * wants to go on as a guest asks for one (POST /users {isGuest:true}), as the web app does.
 */
export const handleLogout: RestHandler = async ({ ctx }) => {
  const session = requireSession(ctx);
  await ctx.services.users.logout(session);
  return userResponse(ctx, session.user, null);
};

export const handleGetUser: RestHandler = async ({ ctx, params }) => {
  const session = requireSession(ctx);
  return userResponse(ctx, await ctx.services.users.getUser(session.user, params.id!), ctx.token);
};

export const handlePatchUser: RestHandler = async ({ ctx, params, body }) => {
  const session = requireSession(ctx);
  return userResponse(ctx, await ctx.services.users.updateUser(session, params.id!, body), ctx.token);
};

export const handleForgot: RestHandler = async ({ ctx, body }) => {
  await ctx.services.users.forgotPassword(body, ctx.meta);
  return { message: "Reset password email sent if user exists" };
};

export const handleReset: RestHandler = async ({ ctx, body, query }) => {
  const user = await ctx.services.users.resetPassword(tokenFrom(body, query));
  return userResponse(ctx, user, null);
};

export const handleVerify: RestHandler = async ({ ctx, body, query }) => {
  const result = await ctx.services.users.verifyEmail(tokenFrom(body, query), ctx.meta);
  return userResponse(ctx, result.user, result.token);
};

export const handleResendVerification: RestHandler = async ({ ctx }) => {
  await ctx.services.users.resendVerification(requireSession(ctx).user, ctx.meta);
  return { message: "Verification email sent" };
};

export const handleOAuthDisconnect: RestHandler = async ({ ctx, params }) => {
  const user = await ctx.services.users.disconnectOAuth(requireSession(ctx).user, params.provider!);
  return userResponse(ctx, user, ctx.token);
};

/**
 * GET /users/oauth/providers (beyond the spec, no token): the services this server can sign in with, so the login
 * page offers "Continue with Google" only where Google is configured. TikTok links for uploads only.
 */
export const handleOAuthProviders: RestHandler = async ({ ctx }) => ({
  signIn: ctx.services.oauth.configured().filter((s) => s === "google"),
});

/**
 * GET /users/login/{service}?token=: the browser navigates here (spec part 1 section 7) and is sent on to the
 * provider; a problem (not configured, no session for TikTok) comes back as a redirect to a page that says it.
 */
export const handleOAuthLogin: RestHandler = async ({ ctx, params, query }) => {
  const { redirect } = await ctx.services.oauth.start(params.service!, query.get("token"));
  return Response.redirect(absolute(ctx, redirect), 302);
};

/** GET /users/login/{service}/callback: the provider's redirect back; ends on /settings#accounts or the login page. */
export const handleOAuthCallback: RestHandler = async ({ ctx, params, query }) => {
  const { redirect } = await ctx.services.oauth.callback(params.service!, new URL(`http://callback/?${query.toString()}`), ctx.meta);
  return Response.redirect(absolute(ctx, redirect), 302);
};

function absolute(ctx: RequestContext, target: string) {
  return /^https?:/.test(target) ? target : `${ctx.config.publicUrl}${target}`;
}
