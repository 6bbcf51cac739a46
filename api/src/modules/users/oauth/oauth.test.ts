import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcServer, type LocalOidcServer } from "../../../../../tests/setup/oidcServer.js";
import { createTestApp, type TestApp } from "../../../../../tests/setup/testApp.js";

const CALLBACK = "http://rivulet.test/api_v1/users/login";
let op: LocalOidcServer;
let t: TestApp;

beforeAll(async () => {
  op = await startOidcServer([`${CALLBACK}/google/callback`, `${CALLBACK}/tiktok/callback`]);
  t = await createTestApp({
    RATE_LIMIT_AUTH_PER_IP: "1000/600",
    GOOGLE_CLIENT_ID: op.clients.google.clientId,
    GOOGLE_CLIENT_SECRET: op.clients.google.clientSecret,
    GOOGLE_ISSUER: op.issuer,
    TIKTOK_CLIENT_KEY: op.clients.tiktok.clientId,
    TIKTOK_CLIENT_SECRET: op.clients.tiktok.clientSecret,
    TIKTOK_ISSUER: op.issuer,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await op?.close();
});

let n = 0;
async function register() {
  n += 1;
  const creds = { username: `linker${n}_${Date.now() % 100000}`, email: `linker${n}.${Date.now()}@example.com`, password: "correct horse" };
  const res = await t.rest("POST", "/users", { body: creds });
  expect(res.status).toBe(200);
  return res.body as { user: { id: string; email: string }; token: string };
}

/** Follows the browser's path: our redirect to the provider, its prompts (cookies kept), back to our callback. */
async function connect(service: "google" | "tiktok", token: string | null) {
  const start = await t.rest("GET", `/users/login/${service}${token ? `?token=${token}` : ""}`);
  expect(start.status).toBe(302);
  let location = start.headers.get("location")!;
  const jar = new Map<string, string>();
  for (let hops = 0; hops < 10 && location.startsWith(op.issuer); hops += 1) {
    const res = await fetch(location, { redirect: "manual", headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [k, v] = pair!.split("=");
      jar.set(k!, v ?? "");
    }
    location = new URL(res.headers.get("location")!, location).href;
  }
  if (!location.startsWith(CALLBACK)) return { location, authorizeUrl: start.headers.get("location")! };
  const done = await t.rest("GET", location.slice("http://rivulet.test/api_v1".length));
  expect(done.status).toBe(302);
  return { location: done.headers.get("location")!, authorizeUrl: start.headers.get("location")! };
}

describe("connect and disconnect", () => {
  it("links a Google identity to the signed-in account with PKCE, state and nonce, tokens sealed at rest", async () => {
    const me = await register();
    op.signInAs("g-ann", { email: "ann@gmail.test" });
    const { location, authorizeUrl } = await connect("google", me.token);
    const sent = new URL(authorizeUrl).searchParams;
    expect(sent.get("code_challenge_method")).toBe("S256");
    expect(sent.get("state")).toBeTruthy();
    expect(sent.get("nonce")).toBeTruthy();
    expect(location).toBe("http://rivulet.test/settings?linked=google#accounts");

    const user = await t.rest("GET", `/users/${me.user.id}`, { token: me.token });
    expect(user.body.user.oauthIdentities).toEqual({ google: { providerUserId: "g-ann", email: "ann@gmail.test" } });
    const row = await t.db.oAuthIdentity.findUniqueOrThrow({ where: { userId_service: { userId: me.user.id, service: "google" } } });
    expect(row.accessTokenEnc).toMatch(/^v1\./);
    expect(row.refreshTokenEnc).toMatch(/^v1\./);
    const access = await t.app.services.oauth.accessToken(me.user.id, "google");
    expect(access).toBeTruthy();
    expect(row.accessTokenEnc).not.toContain(access!);
    expect(await t.db.oAuthFlow.count({ where: { state: sent.get("state")! } })).toBe(0);

    const off = await t.rest("POST", "/users/logout/google", { token: me.token });
    expect(off.status).toBe(200);
    expect(off.body.user.oauthIdentities).toEqual({});
  });

  it("refreshes an expired access token through the provider and keeps the new one sealed", async () => {
    const me = await register();
    op.signInAs("tt-bob");
    const { location } = await connect("tiktok", me.token);
    expect(location).toBe("http://rivulet.test/settings?linked=tiktok#accounts");
    const before = await t.app.services.oauth.accessToken(me.user.id, "tiktok");
    await t.db.oAuthIdentity.update({ where: { userId_service: { userId: me.user.id, service: "tiktok" } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const refreshesBefore = op.grants.filter((g) => g === "refresh_token").length;
    const after = await t.app.services.oauth.accessToken(me.user.id, "tiktok");
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(op.grants.filter((g) => g === "refresh_token").length).toBe(refreshesBefore + 1);
    const row = await t.db.oAuthIdentity.findUniqueOrThrow({ where: { userId_service: { userId: me.user.id, service: "tiktok" } } });
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await t.app.services.oauth.accessToken(me.user.id, "tiktok")).toBe(after);
  });

  it("refuses an identity already linked to another account, and a replayed or unknown state", async () => {
    const first = await register();
    const second = await register();
    op.signInAs("g-shared", { email: "shared@gmail.test" });
    expect((await connect("google", first.token)).location).toContain("linked=google");
    const clash = await connect("google", second.token);
    expect(decodeURIComponent(clash.location)).toContain("already linked to another account");
    expect((await t.db.oAuthIdentity.findMany({ where: { providerUserId: "g-shared" } })).map((i) => i.userId)).toEqual([first.user.id]);

    const stale = await t.rest("GET", "/users/login/google/callback?code=abc&state=not-a-state");
    expect(stale.status).toBe(302);
    expect(decodeURIComponent(stale.headers.get("location")!)).toContain("has expired, please try again");
  });

  it("TikTok without a session goes back to the login page; an unknown or unconfigured service says so", async () => {
    const tiktok = await t.rest("GET", "/users/login/tiktok");
    expect(decodeURIComponent(tiktok.headers.get("location")!)).toContain("/pages/login?oauthError=Log in first to connect TikTok");
    const unknown = await t.rest("GET", "/users/login/myspace?token=x");
    expect(decodeURIComponent(unknown.headers.get("location")!)).toContain("Unknown service: myspace");
    const me = await register();
    const bad = await t.rest("POST", "/users/logout/myspace", { token: me.token });
    expect(bad.status).toBe(404);
  });
});

describe("sign in with Google", () => {
  it("links the existing account with that verified email and signs it in", async () => {
    const me = await register();
    op.signInAs("g-existing", { email: me.user.email, emailVerified: true });
    const { location } = await connect("google", null);
    const hash = new URLSearchParams(new URL(location).hash.slice(1));
    expect(new URL(location).pathname).toBe("/pages/login");
    expect(hash.get("userId")).toBe(me.user.id);
    const res = await t.rest("GET", `/users/${me.user.id}`, { token: hash.get("oauthToken") });
    expect(res.status).toBe(200);
    expect(res.body.settings.accountSettings.hasVerifiedEmail).toBe(true);
    expect(res.body.user.oauthIdentities.google.providerUserId).toBe("g-existing");
  });

  it("creates an account for a new verified email, and the next sign-in finds it by identity", async () => {
    op.signInAs("g-new", { email: "Newcomer@Gmail.test", emailVerified: true });
    const first = new URLSearchParams(new URL((await connect("google", null)).location).hash.slice(1));
    const user = await t.db.user.findUniqueOrThrow({ where: { id: first.get("userId")! } });
    expect(user).toMatchObject({ email: "newcomer@gmail.test", isGuest: false, passwordHash: null });
    expect(user.emailVerifiedAt).not.toBeNull();
    const again = new URLSearchParams(new URL((await connect("google", null)).location).hash.slice(1));
    expect(again.get("userId")).toBe(user.id);
    expect(again.get("oauthToken")).not.toBe(first.get("oauthToken"));
  });

  it("refuses an unverified email and creates nothing", async () => {
    op.signInAs("g-unverified", { email: "unverified@gmail.test", emailVerified: false });
    const { location } = await connect("google", null);
    expect(decodeURIComponent(location)).toContain("has no verified email");
    expect(await t.db.user.count({ where: { email: "unverified@gmail.test" } })).toBe(0);
  });
});
