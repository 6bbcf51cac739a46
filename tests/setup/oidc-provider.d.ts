// oidc-provider ships no types and @types/oidc-provider is not installed: the little the test server uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  interface GrantStatic {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface InteractionDetails {
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  }
  interface Ctx {
    oidc: { params: Record<string, unknown> };
  }
  interface Client {
    grantTypeAllowed(type: string): boolean;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & {
      issueRefreshToken?: (ctx: Ctx, client: Client) => Promise<boolean>;
      interactions?: { url: (ctx: Ctx, interaction: { uid: string }) => string };
      findAccount?: (ctx: Ctx, sub: string) => Promise<{ accountId: string; claims(): Promise<Record<string, unknown>> } | undefined>;
    });
    Grant: GrantStatic;
    on(event: "grant.success", listener: (ctx: Ctx) => void): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, opts?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
