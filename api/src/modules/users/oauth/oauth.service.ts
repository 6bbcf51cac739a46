import * as client from "openid-client";
import type { Config } from "../../../config.js";
import type { Db } from "../../../db.js";
import type { User } from "../../../generated/prisma/client.js";
import type { Logger } from "../../../logger.js";
import { createSession, resolveSession, type SessionMeta } from "../../auth/session.service.js";
import type { TokenVault } from "./tokenVault.js";

export const OAUTH_SERVICES = ["tiktok", "google"] as const;
export type OAuthService = (typeof OAUTH_SERVICES)[number];
const LABEL: Record<OAuthService, string> = { tiktok: "TikTok", google: "Google" };

/** An authorization in flight expires after this: the user either finishes at the provider in time or starts again. */
const FLOW_TTL_MS = 10 * 60_000;
/** An access token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** Where the browser goes after the callback: a path on our web app (same origin as the API). */
export type OAuthOutcome = { redirect: string };

export function isOAuthService(s: string): s is OAuthService {
  return (OAUTH_SERVICES as readonly string[]).includes(s);
}

/**
 * Linked accounts through openid-client (spec part 1 section 7, OAuth link and disconnect): authorization code with
 * PKCE, state and (for OpenID providers) nonce; the flow's secrets wait in OAuthFlow between the redirect out and the
 * callback, so any API instance can finish what another started. Google is OpenID Connect (endpoints from its
 * discovery document); TikTok is plain OAuth 2.0 with fixed endpoints unless TIKTOK_ISSUER names a discoverable one.
 * Provider endpoints come from the operator's configuration, never from users, so these requests do not go through
 * the private-address guard of feed fetches (a local provider in tests lives on 127.0.0.1).
 */
export function createOAuthService({ db, config, log, vault }: { db: Db; config: Config; log: Logger; vault: TokenVault }) {
  const configurations = new Map<OAuthService, Promise<client.Configuration>>();

  function settingsOf(service: OAuthService) {
    return config.oauth[service];
  }

  function redirectUri(service: OAuthService) {
    return `${config.publicUrl}/api_v1/users/login/${service}/callback`;
  }

  /** Whether the service speaks OpenID Connect here (an id token with a nonce), or plain OAuth 2.0. */
  function isOidc(service: OAuthService) {
    return service === "google" || Boolean(config.oauth.tiktok?.issuer);
  }

  function configuration(service: OAuthService): Promise<client.Configuration> {
    let found = configurations.get(service);
    if (!found) {
      found = (async () => {
        const s = settingsOf(service)!;
        const auth = s.clientSecret ? client.ClientSecretPost(s.clientSecret) : client.None();
        const issuer = service === "google" ? config.oauth.google!.issuer : config.oauth.tiktok!.issuer;
        // http:// is only for a provider on this machine (tests, development); openid-client refuses it otherwise.
        const insecure = (u: URL) => (u.protocol === "http:" ? { execute: [client.allowInsecureRequests] } : {});
        if (issuer) return client.discovery(issuer, s.clientId, undefined, auth, insecure(issuer));
        const e = config.oauth.tiktok!.endpoints;
        const conf = new client.Configuration(
          { issuer: new URL(e.authorization).origin, authorization_endpoint: e.authorization, token_endpoint: e.token, userinfo_endpoint: e.userinfo },
          s.clientId, undefined, auth,
        );
        if (new URL(e.token).protocol === "http:") client.allowInsecureRequests(conf);
        return conf;
      })().catch((err: unknown) => {
        configurations.delete(service);
        throw err;
      });
      configurations.set(service, found);
    }
    return found;
  }

  const fail = (target: "settings" | "login", message: string): OAuthOutcome => ({
    redirect: target === "settings" ? `/settings?oauthError=${encodeURIComponent(message)}#accounts` : `/pages/login?oauthError=${encodeURIComponent(message)}`,
  });

  /** Writes the identity's tokens sealed; the seal is bound to user and service, so a copied value does not open. */
  async function storeTokens(userId: string, service: OAuthService, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
    const bound = `${userId}:${service}`;
    const expiresIn = tokens.expiresIn();
    return {
      accessTokenEnc: await vault.seal(tokens.access_token, bound),
      ...(tokens.refresh_token ? { refreshTokenEnc: await vault.seal(tokens.refresh_token, bound) } : {}),
      expiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
    };
  }

  async function providerIdentity(service: OAuthService, conf: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
    const claims = tokens.claims();
    if (claims) {
      return {
        sub: claims.sub,
        email: typeof claims.email === "string" ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true,
      };
    }
    // Plain OAuth 2.0 (TikTok): its user info endpoint names the account (TikTok's shape is data.user.open_id).
    const res = await client.fetchProtectedResource(conf, tokens.access_token, new URL(conf.serverMetadata().userinfo_endpoint!), "GET");
    const body = (await res.json()) as { sub?: string; data?: { user?: { open_id?: string } } };
    const sub = body.sub ?? body.data?.user?.open_id;
    if (!sub) throw new Error(`${service} user info named no account`);
    return { sub, email: null, emailVerified: false };
  }

  return {
    /** Which services this server can link (the accounts tab offers only these). */
    configured(): OAuthService[] {
      return OAUTH_SERVICES.filter((s) => settingsOf(s) !== null);
    },

    /**
     * GET /users/login/{service}?token=: the provider's authorization URL. With a valid token the identity will be
     * linked to that account; without one (the spec: "a missing token on connect is only logged") Google signs in,
     * and TikTok, which is for uploads only, sends the browser back to the login page saying so.
     */
    async start(service: string, token: string | null): Promise<OAuthOutcome> {
      const from = token ? "settings" : "login";
      if (!isOAuthService(service)) return fail(from, `Unknown service: ${service}`);
      if (!settingsOf(service)) return fail(from, `${LABEL[service]} is not configured on this server`);
      const session = token ? await resolveSession(db, token) : null;
      if (!session) log.info({ service, hadToken: Boolean(token) }, "oauth connect without a valid token");
      if (!session && service !== "google") return fail("login", `Log in first to connect ${LABEL[service]}`);
      const conf = await configuration(service);
      const state = client.randomState();
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = isOidc(service) ? client.randomNonce() : null;
      await db.oAuthFlow.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - FLOW_TTL_MS) } } });
      await db.oAuthFlow.create({ data: { state, service, userId: session?.user.id ?? null, codeVerifier, nonce } });
      const params: Record<string, string> = {
        redirect_uri: redirectUri(service),
        // Linking Google from Settings also asks to upload to YouTube; signing in asks for no more than sign-in needs.
        scope: service === "google" && session ? config.oauth.google!.linkScope : settingsOf(service)!.scope,
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        // Google hands a refresh token only with offline access, and only on consent.
        ...(service === "google" ? { access_type: "offline", prompt: "consent" } : {}),
        ...(nonce ? { nonce } : {}),
      };
      return { redirect: client.buildAuthorizationUrl(conf, params).href };
    },

    /** GET /users/login/{service}/callback: finishes the flow, links or signs in, and says where the browser goes. */
    async callback(service: string, currentUrl: URL, meta: SessionMeta): Promise<OAuthOutcome> {
      if (!isOAuthService(service) || !settingsOf(service)) return fail("settings", `Unknown service: ${service}`);
      const state = currentUrl.searchParams.get("state") ?? "";
      const flow = await db.oAuthFlow.findUnique({ where: { state } });
      // One use: a replayed callback finds nothing.
      if (flow) await db.oAuthFlow.delete({ where: { state } }).catch(() => undefined);
      const target = flow?.userId ? "settings" : "login";
      if (!flow || flow.service !== service || flow.createdAt.getTime() < Date.now() - FLOW_TTL_MS) {
        return fail(target, `This ${LABEL[service]} sign-in has expired, please try again`);
      }
      const denied = currentUrl.searchParams.get("error");
      if (denied) return fail(target, `${LABEL[service]} did not connect: ${currentUrl.searchParams.get("error_description") ?? denied}`);

      let identity: { sub: string; email: string | null; emailVerified: boolean };
      let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
      try {
        const conf = await configuration(service);
        // The callback reaches us at PUBLIC_URL: compare against that, not the address a proxy forwarded.
        const url = new URL(`${redirectUri(service)}${currentUrl.search}`);
        tokens = await client.authorizationCodeGrant(conf, url, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          ...(flow.nonce ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
        });
        identity = await providerIdentity(service, conf, tokens);
      } catch (err) {
        log.warn({ err, service }, "oauth callback failed");
        return fail(target, `${LABEL[service]} did not connect: ${err instanceof Error ? err.message : String(err)}`);
      }

      const existing = await db.oAuthIdentity.findUnique({ where: { service_providerUserId: { service, providerUserId: identity.sub } } });
      let user: User | null;
      if (flow.userId) {
        if (existing && existing.userId !== flow.userId) {
          return fail("settings", `This ${LABEL[service]} account is already linked to another account`);
        }
        user = await db.user.findUnique({ where: { id: flow.userId } });
        if (!user) return fail("login", "Your session has ended, please log in again");
      } else if (existing) {
        user = await db.user.findUnique({ where: { id: existing.userId } });
      } else {
        // Sign-in with the general provider: link an account with this verified email, or make one.
        if (!identity.email || !identity.emailVerified) {
          return fail("login", `Your ${LABEL[service]} account has no verified email, so it cannot sign you in`);
        }
        user = await db.user.findUnique({ where: { email: identity.email } });
        if (user && !user.emailVerifiedAt) {
          // The provider vouches for the address, which proves what the verification email would have.
          user = await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
        }
        user ??= await db.user.create({ data: { email: identity.email, emailVerifiedAt: new Date() } });
        log.info({ userId: user.id, service }, "oauth sign-in linked by verified email");
      }
      if (!user) return fail(target, "The linked account no longer exists");

      const sealed = await storeTokens(user.id, service, tokens);
      await db.oAuthIdentity.upsert({
        where: { userId_service: { userId: user.id, service } },
        create: { userId: user.id, service, providerUserId: identity.sub, email: identity.email, ...sealed },
        update: { providerUserId: identity.sub, email: identity.email, ...sealed },
      });
      if (flow.userId) return { redirect: `/settings?linked=${service}#accounts` };
      const sessionToken = await createSession(db, user.id, meta);
      // The fragment never reaches a server or a Referer; the login page adopts the session from it.
      return { redirect: `/pages/login#oauthToken=${encodeURIComponent(sessionToken)}&userId=${user.id}` };
    },

    /**
     * A usable access token for the user's linked account (uploads call this), refreshed through the provider's
     * token endpoint when it has expired or is about to; null when the account is not linked or cannot refresh.
     */
    async accessToken(userId: string, service: OAuthService, opts: { forceRefresh?: boolean } = {}): Promise<string | null> {
      const row = await db.oAuthIdentity.findUnique({ where: { userId_service: { userId, service } } });
      if (!row?.accessTokenEnc) return null;
      const bound = `${userId}:${service}`;
      // forceRefresh: the provider refused a token we thought valid (revoked, or expired early).
      const fresh = !opts.forceRefresh && (!row.expiresAt || row.expiresAt.getTime() - REFRESH_MARGIN_MS > Date.now());
      if (fresh) return vault.open(row.accessTokenEnc, bound);
      const refreshToken = row.refreshTokenEnc ? await vault.open(row.refreshTokenEnc, bound) : null;
      if (!refreshToken || !settingsOf(service)) return null;
      // TikTok's token endpoint names the client `client_key` (a standard client sends client_id): send both.
      const extra = service === "tiktok" && !config.oauth.tiktok?.issuer ? { client_key: settingsOf(service)!.clientId } : undefined;
      const tokens = await client.refreshTokenGrant(await configuration(service), refreshToken, extra);
      await db.oAuthIdentity.update({ where: { id: row.id }, data: await storeTokens(userId, service, tokens) });
      return tokens.access_token;
    },
  };
}

export type OAuthServiceApi = ReturnType<typeof createOAuthService>;
