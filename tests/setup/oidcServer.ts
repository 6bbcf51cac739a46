import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface LocalAccount {
  email?: string;
  emailVerified?: boolean;
}

export interface LocalOidcServer {
  /** The issuer (http://127.0.0.1:port): its discovery document is at /.well-known/openid-configuration. */
  issuer: string;
  /** Registered clients, one per service (client_secret_post, code + refresh_token). */
  clients: Record<"google" | "tiktok", { clientId: string; clientSecret: string }>;
  /** The accounts this server knows, by subject. */
  accounts: Map<string, LocalAccount>;
  /** Who the next authorization signs in as (the login prompt answers at once with this subject). */
  signInAs(sub: string, account?: LocalAccount): void;
  /** Tokens issued at the token endpoint, in order, with their grant type (refreshes show as refresh_token). */
  grants: string[];
  close(): Promise<void>;
}

/**
 * A real OpenID Provider (the oidc-provider library) on 127.0.0.1 standing in for Google and TikTok: discovery,
 * authorization with PKCE, token (code and refresh) and user info endpoints, signed id tokens. Its login and consent
 * prompts answer at once for the account `signInAs` named, so API tests can follow redirects and e2e tests see the
 * browser come straight back. `redirectUris` may be a function: the provider is made at the first request, so an
 * app whose address is known only after this server started (e2e) can still register its callbacks.
 */
export async function startOidcServer(redirectUris: string[] | (() => string[])): Promise<LocalOidcServer> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, LocalAccount>();
  let current = "alice";
  const grants: string[] = [];
  const clients = {
    google: { clientId: "rivulet-google", clientSecret: "google-secret-0123456789abcdef0123456789" },
    tiktok: { clientId: "rivulet-tiktok", clientSecret: "tiktok-secret-0123456789abcdef0123456789" },
  };
  const makeProvider = () => new Provider(issuer, {
    clients: Object.values(clients).map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: typeof redirectUris === "function" ? redirectUris() : redirectUris,
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    scopes: ["openid", "offline_access", "email", "profile", "user.info.basic", "video.upload"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Rivulet reads the email from the id token, as Google puts it there.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, RefreshToken: 86_400, IdToken: 3600 },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, ...(account.email ? { email: account.email, email_verified: account.emailVerified ?? true } : {}) };
        },
      };
    },
  });
  let made: { provider: Provider; callback: ReturnType<Provider["callback"]> } | null = null;
  const op = () => {
    if (!made) {
      const provider = makeProvider();
      provider.on("grant.success", (ctx) => grants.push(String((ctx.oidc.params as { grant_type?: string }).grant_type)));
      made = { provider, callback: provider.callback() };
    }
    return made;
  };

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const { provider } = op();
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      await provider.interactionFinished(req, res, { login: { accountId: current } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = details.grantId
      ? (await provider.Grant.find(details.grantId))!
      : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
    grant.addOIDCScope(String(details.params.scope));
    grant.addOIDCClaims(["email", "email_verified"]);
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  server.on("request", (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      interaction(req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    void op().callback(req, res);
  });

  return {
    issuer,
    clients,
    accounts,
    grants,
    signInAs(sub, account) {
      current = sub;
      if (account) accounts.set(sub, account);
      else if (!accounts.has(sub)) accounts.set(sub, {});
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
