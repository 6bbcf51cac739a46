import { builder } from "../../../schema/builder.js";
import { UserType } from "../users.graphql.js";
import { OAUTH_SERVICES, type OAuthService } from "./oauth.service.js";

interface LinkedAccountShape {
  service: OAuthService;
  configured: boolean;
  identity: { providerUserId: string; email: string | null; createdAt: Date } | null;
}

const LABELS: Record<OAuthService, string> = { tiktok: "TikTok", google: "Google" };
const PURPOSE: Record<OAuthService, string> = {
  google: "Sign in with Google and upload digest videos to YouTube.",
  tiktok: "Upload digest videos to TikTok.",
};

const LinkedAccountType = builder.objectRef<LinkedAccountShape>("LinkedAccount").implement({
  description: "One service the accounts tab offers (spec part 1 section 2.3: tiktok, google), linked or not.",
  fields: (t) => ({
    service: t.string({ resolve: (a) => a.service }),
    label: t.string({ resolve: (a) => LABELS[a.service] }),
    purpose: t.string({ resolve: (a) => PURPOSE[a.service] }),
    configured: t.boolean({ description: "False when this server has no client credentials for the service.", resolve: (a) => a.configured }),
    connected: t.boolean({ resolve: (a) => a.identity !== null }),
    providerUserId: t.string({ nullable: true, resolve: (a) => a.identity?.providerUserId ?? null }),
    email: t.string({ nullable: true, resolve: (a) => a.identity?.email ?? null }),
    connectedAt: t.field({ type: "DateTime", nullable: true, resolve: (a) => a.identity?.createdAt ?? null }),
  }),
});

builder.objectField(UserType, "linkedAccounts", (t) =>
  t.field({
    type: [LinkedAccountType],
    description: "Every linkable service in the spec's order, with this user's identity where one is linked.",
    resolve: async (user, _args, ctx) => {
      const identities = await ctx.db.oAuthIdentity.findMany({ where: { userId: user.id } });
      const configured = ctx.services.oauth.configured();
      return OAUTH_SERVICES.map((service) => {
        const found = identities.find((i) => i.service === service);
        return {
          service,
          configured: configured.includes(service),
          identity: found ? { providerUserId: found.providerUserId, email: found.email, createdAt: found.createdAt } : null,
        };
      });
    },
  }),
);
