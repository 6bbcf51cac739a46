import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: "1000/600", RATE_LIMIT_AUTH_PER_ACCOUNT: "5/600" });
});
afterAll(async () => t?.close());

let n = 0;
function newCreds() {
  n += 1;
  return { username: `reader${n}_${Date.now() % 100000}`, email: `Reader${n}.${Date.now()}@Example.com`, password: "correct horse" };
}

async function register(creds = newCreds(), token?: string) {
  const res = await t.rest("POST", "/users", { body: creds, token: token ?? null });
  expect(res.status).toBe(200);
  return { ...res.body, creds } as { user: any; token: string; settings: any; creds: ReturnType<typeof newCreds> };
}

describe("guests", () => {
  it("POST /users {isGuest:true} creates a guest with a session and guest settings", async () => {
    const res = await t.rest("POST", "/users", { body: { isGuest: true } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.user).toMatchObject({ username: null, email: null, oauthIdentities: {} });
    const acct = res.body.settings.accountSettings;
    expect(acct).toMatchObject({ isGuest: true, isPremium: false, isAdmin: false, hasVerifiedEmail: false, hasSetPassword: false, tier: "guest" });
    expect(acct.maxSubscriptions).toBe(t.config.tiers.guest.maxSubscriptions);
    const expires = new Date(acct.guestExpiresAt).getTime() - new Date(res.body.user.createdAt).getTime();
    expect(expires).toBe(7 * 86_400_000);
  });

  it("stores only a hash of the token", async () => {
    const res = await t.rest("POST", "/users", { body: { isGuest: true } });
    const sessions = await t.db.session.findMany({ where: { userId: res.body.user.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).not.toContain(res.body.token);
    expect(sessions[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a guest that registers keeps its account (same id) and stops being a guest", async () => {
    const guest = await t.rest("POST", "/users", { body: { isGuest: true } });
    await t.rest("PUT", `/users/${guest.body.user.id}/settings/appSettings`, { token: guest.body.token, body: { value: { theme: "snow" } } });
    const reg = await register(newCreds(), guest.body.token);
    expect(reg.user.id).toBe(guest.body.user.id);
    expect(reg.settings.accountSettings).toMatchObject({ isGuest: false, tier: "freeUnverified", hasSetPassword: true });
    expect(reg.settings.appSettings.theme).toBe("snow");
  });
});

describe("register and login", () => {
  it("registers, lower-cases the email, hashes the password with argon2id and mails a verification link", async () => {
    const reg = await register();
    expect(reg.user.email).toBe(reg.creds.email.toLowerCase());
    const row = await t.db.user.findUniqueOrThrow({ where: { id: reg.user.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const link = await t.smtp.linkFor(reg.creds.email);
    expect(link).toMatch(/^http:\/\/rivulet\.test\/pages\/verify\?token=/);
  });

  it("validates fields with the spec's messages", async () => {
    const res = await t.rest("POST", "/users", { body: { username: "x", email: "not-an-email", password: "123" } });
    expect(res.status).toBe(400);
    expect(res.body.display_message_key).toBe("VALIDATION_ERROR");
    expect(res.body.fields).toEqual({
      username: "Check your username and try again",
      email: "Check your email and try again",
      password: "Your password must be at least 6 characters long",
    });
  });

  it("rejects duplicate usernames (case-insensitively) and emails", async () => {
    const reg = await register();
    const dupUser = await t.rest("POST", "/users", { body: { ...newCreds(), username: reg.creds.username.toUpperCase() } });
    expect(dupUser.status).toBe(409);
    expect(dupUser.body).toEqual({ message: "This username is already taken", display_message_key: "DUPLICATE_USERNAME" });
    const dupEmail = await t.rest("POST", "/users", { body: { ...newCreds(), email: reg.creds.email.toUpperCase() } });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toEqual({ message: "This email is already taken", display_message_key: "DUPLICATE_EMAIL" });
  });

  it("lets only one of two racing sign-ups have a name that differs in case", async () => {
    const base = newCreds();
    const [a, b] = await Promise.all([
      t.rest("POST", "/users", { body: { ...newCreds(), username: base.username.toLowerCase() } }),
      t.rest("POST", "/users", { body: { ...newCreds(), username: base.username.toUpperCase() } }),
    ]);
    expect([a.status, b.status].toSorted()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.display_message_key).toBe("DUPLICATE_USERNAME");
    // The database holds the line on its own too (a racer that got past the service's check).
    await expect(t.db.user.create({ data: { username: base.username.toLowerCase().replace(/^./, (c) => c.toUpperCase()) } })).rejects.toMatchObject({ code: "P2002" });
  });

  it("logs in with email and password; a wrong password is a 401 INVALID_PASSWORD", async () => {
    const reg = await register();
    const ok = await t.rest("POST", "/users/login", { body: { email: reg.creds.email, password: reg.creds.password } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(reg.user.id);
    expect(ok.body.token).not.toBe(reg.token);
    const bad = await t.rest("POST", "/users/login", { body: { email: reg.creds.email, password: "wrong password" } });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: "Password is invalid", display_message_key: "INVALID_PASSWORD" });
    const unknown = await t.rest("POST", "/users/login", { body: { email: "nobody@example.com", password: "whatever" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.display_message_key).toBe("INVALID_PASSWORD");
  });

  it("logout revokes only that session", async () => {
    const reg = await register();
    const other = await t.rest("POST", "/users/login", { body: { email: reg.creds.email, password: reg.creds.password } });
    // Like every user call it answers user, token and settings: the account signed out, and no token.
    const out = await t.rest("POST", "/users/logout", { token: reg.token });
    expect(out.status).toBe(200);
    const me = await t.rest("GET", `/users/${reg.user.id}`, { token: other.body.token });
    expect(out.body).toEqual({ user: me.body.user, token: null, settings: me.body.settings });
    const after = await t.rest("GET", `/users/${reg.user.id}`, { token: reg.token });
    expect(after.status).toBe(401);
    expect(after.body.display_message_key).toBe("INVALID_TOKEN");
    expect((await t.rest("GET", `/users/${reg.user.id}`, { token: other.body.token })).status).toBe(200);
  });

  it("requires a token for user calls: 401 'No Token - Not logged in.'", async () => {
    for (const [method, path] of [["GET", "/users/x"], ["PATCH", "/users/x"], ["POST", "/users/logout"], ["GET", "/bootstrap"], ["PUT", "/users/x/settings/appSettings"]] as const) {
      const res = await t.rest(method, path, method === "GET" ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ message: "No Token - Not logged in.", display_message_key: "NO_TOKEN" });
    }
  });

  it("refuses non-JSON bodies and malformed JSON with 4xx", async () => {
    const form = await t.rest("POST", "/users/login", { body: "email=a@b.c", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect(form.body.display_message_key).toBe("INVALID_CONTENT_TYPE");
    const broken = await t.rest("POST", "/users/login", { body: "{oops" });
    expect(broken.status).toBe(400);
    expect(broken.body.display_message_key).toBe("INVALID_JSON");
    const missing = await t.rest("GET", "/no/such/path");
    expect(missing.status).toBe(404);
  });
});

describe("rate limits", () => {
  it("limits login per account: the 6th attempt in the window is 429 RATE_LIMITED with Retry-After", async () => {
    const reg = await register();
    for (let i = 0; i < 5; i++) {
      const res = await t.rest("POST", "/users/login", { body: { email: reg.creds.email, password: "wrong password" } });
      expect(res.status).toBe(401);
    }
    const limited = await t.rest("POST", "/users/login", { body: { email: reg.creds.email, password: reg.creds.password } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: "Too many recent requests, please wait and try again later", display_message_key: "RATE_LIMITED" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits register, forgot and resend per IP", async () => {
    const strict = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: "2/600" });
    try {
      const ip = "192.0.2.10";
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await strict.rest("POST", "/users/forgot", { ip, body: { email: `x${i}@example.com` } })).status);
      expect(statuses).toEqual([200, 200, 429]);
      const r1 = await strict.rest("POST", "/users", { ip, body: newCreds() });
      const r2 = await strict.rest("POST", "/users", { ip, body: newCreds() });
      const r3 = await strict.rest("POST", "/users", { ip, body: newCreds() });
      expect([r1.status, r2.status, r3.status]).toEqual([200, 200, 429]);
      const rs = [];
      for (let i = 0; i < 3; i++) rs.push((await strict.rest("POST", "/users/verify/resend", { ip, token: r1.body.token })).status);
      expect(rs).toEqual([200, 200, 429]);
      // Another address is not affected.
      expect((await strict.rest("POST", "/users/forgot", { ip: "192.0.2.11", body: { email: "y@example.com" } })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("profile updates", () => {
  it("GET /users/{id} returns user, token and settings; another user's id is 403", async () => {
    const a = await register();
    const b = await register();
    const own = await t.rest("GET", `/users/${a.user.id}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ user: { id: a.user.id, username: a.creds.username }, token: a.token });
    expect(own.body.settings.accountSettings.tier).toBe("freeUnverified");
    expect((await t.rest("GET", `/users/${b.user.id}`, { token: a.token })).status).toBe(403);
    expect((await t.rest("PATCH", `/users/${b.user.id}`, { token: a.token, body: { username: "hijack" } })).status).toBe(403);
  });

  it("changes only the fields sent; a new password needs the current one", async () => {
    const a = await register();
    const renamed = await t.rest("PATCH", `/users/${a.user.id}`, { token: a.token, body: { username: `${a.creds.username}x` } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ username: `${a.creds.username}x`, email: a.creds.email.toLowerCase() });

    const noCurrent = await t.rest("PATCH", `/users/${a.user.id}`, { token: a.token, body: { password: "new password" } });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body).toEqual({
      message: "Please re-enter your current password to change your password.",
      display_message_key: "CURRENT_PASSWORD_REQUIRED",
    });
    const wrong = await t.rest("PATCH", `/users/${a.user.id}`, { token: a.token, body: { password: "new password", currentPassword: "nope nope" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.display_message_key).toBe("INVALID_PASSWORD");

    const other = await t.rest("POST", "/users/login", { body: { email: a.creds.email, password: a.creds.password } });
    const ok = await t.rest("PATCH", `/users/${a.user.id}`, { token: a.token, body: { password: "new password", currentPassword: a.creds.password } });
    expect(ok.status).toBe(200);
    // Other devices are signed out; this one stays.
    expect((await t.rest("GET", `/users/${a.user.id}`, { token: other.body.token })).status).toBe(401);
    expect((await t.rest("GET", `/users/${a.user.id}`, { token: a.token })).status).toBe(200);
    expect((await t.rest("POST", "/users/login", { body: { email: a.creds.email, password: "new password" } })).status).toBe(200);
  });

  it("a new email is unverified and gets its own verification mail; duplicates are refused", async () => {
    const a = await register();
    const b = await register();
    const dup = await t.rest("PATCH", `/users/${a.user.id}`, { token: a.token, body: { email: b.creds.email } });
    expect(dup.status).toBe(409);
    expect(dup.body.display_message_key).toBe("DUPLICATE_EMAIL");
    const fresh = `changed.${Date.now()}@example.org`;
    const res = await t.rest("PATCH", `/users/${a.user.id}`, { token: a.token, body: { email: fresh } });
    expect(res.status).toBe(200);
    expect(res.body.settings.accountSettings.hasVerifiedEmail).toBe(false);
    expect(await t.smtp.linkFor(fresh)).toContain("/pages/verify?token=");
  });
});

describe("email verification", () => {
  it("verifies with the mailed token, signs in, and the token cannot be reused", async () => {
    const a = await register();
    const token = new URL(await t.smtp.linkFor(a.creds.email)).searchParams.get("token")!;
    const res = await t.rest("POST", "/users/verify", { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeTruthy();
    expect(res.body.settings.accountSettings).toMatchObject({ hasVerifiedEmail: true, tier: "freeVerified" });
    const again = await t.rest("POST", "/users/verify", { body: { token } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: "Token is invalid", display_message_key: "INVALID_TOKEN" });
  });

  it("an expired token answers TOKEN_EXPIRED; a missing one 'No token provided.'", async () => {
    const a = await register();
    const token = new URL(await t.smtp.linkFor(a.creds.email)).searchParams.get("token")!;
    await t.db.userToken.updateMany({ where: { userId: a.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await t.rest("POST", "/users/verify", { body: { token } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Token has expired", display_message_key: "TOKEN_EXPIRED" });
    const missing = await t.rest("POST", "/users/verify", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("No token provided.");
  });

  it("verification links are valid for one hour", async () => {
    const a = await register();
    const row = await t.db.userToken.findFirstOrThrow({ where: { userId: a.user.id, kind: "VERIFY_EMAIL" } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it("resend mails a fresh link and the old one stops working", async () => {
    const a = await register();
    const first = new URL(await t.smtp.linkFor(a.creds.email)).searchParams.get("token")!;
    const before = t.smtp.messages.length;
    const res = await t.rest("POST", "/users/verify/resend", { token: a.token });
    expect(res.body).toEqual({ message: "Verification email sent" });
    await t.smtp.waitFor(() => t.smtp.messages.length > before);
    const second = new URL(await t.smtp.linkFor(a.creds.email)).searchParams.get("token")!;
    expect(second).not.toBe(first);
    expect((await t.rest("POST", "/users/verify", { body: { token: first } })).status).toBe(401);
    expect((await t.rest("POST", "/users/verify", { body: { token: second } })).status).toBe(200);
  });

  it("a guest claiming an email becomes a user after verifying, then sets a password without a current one", async () => {
    const guest = await t.rest("POST", "/users", { body: { isGuest: true } });
    const email = `claim.${Date.now()}@example.net`;
    const claim = await t.rest("PATCH", `/users/${guest.body.user.id}`, { token: guest.body.token, body: { email } });
    expect(claim.status).toBe(200);
    expect(claim.body.settings.accountSettings.isGuest).toBe(true);
    const token = new URL(await t.smtp.linkFor(email)).searchParams.get("token")!;
    const verified = await t.rest("POST", "/users/verify", { body: { token } });
    expect(verified.body.settings.accountSettings).toMatchObject({ isGuest: false, hasVerifiedEmail: true, hasSetPassword: false });
    const setPw = await t.rest("PATCH", `/users/${guest.body.user.id}`, { token: verified.body.token, body: { password: "brand new pw" } });
    expect(setPw.status).toBe(200);
    expect(setPw.body.settings.accountSettings.hasSetPassword).toBe(true);
    expect((await t.rest("POST", "/users/login", { body: { email, password: "brand new pw" } })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("forgot answers the same for unknown emails and mails a link to known ones", async () => {
    const a = await register();
    const unknown = await t.rest("POST", "/users/forgot", { body: { email: "ghost@example.com" } });
    expect(unknown).toMatchObject({ status: 200, body: { message: "Reset password email sent if user exists" } });
    const known = await t.rest("POST", "/users/forgot", { body: { email: a.creds.email } });
    expect(known.body).toEqual(unknown.body);
    const link = await t.smtp.linkFor(a.creds.email);
    expect(link).toMatch(/\/pages\/reset\?token=/);
    const bad = await t.rest("POST", "/users/forgot", { body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe("Check your email and try again");
  });

  it("reset sets the new password, signs out every session and works once", async () => {
    const a = await register();
    await t.rest("POST", "/users/forgot", { body: { email: a.creds.email } });
    const mail = await t.smtp.waitFor((m) => m.to.includes(a.creds.email.toLowerCase()) && /reset/i.test(m.subject));
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token")!;
    const res = await t.rest("POST", "/users/reset", { body: { token, password: "reset password" } });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect((await t.rest("GET", `/users/${a.user.id}`, { token: a.token })).status).toBe(401);
    expect((await t.rest("POST", "/users/login", { body: { email: a.creds.email, password: "reset password" } })).status).toBe(200);
    expect((await t.rest("POST", "/users/reset", { body: { token, password: "again again" } })).body.display_message_key).toBe("INVALID_TOKEN");
    const short = await t.rest("POST", "/users/reset", { body: { token: "x", password: "1" } });
    expect(short.body.fields.password).toBe("Your password must be at least 6 characters long");
  });
});

describe("oauth identities", () => {
  it("disconnects a linked provider and lists upload settings", async () => {
    const a = await register();
    await t.db.oAuthIdentity.create({ data: { userId: a.user.id, service: "tiktok", providerUserId: "tt-1", uploadSettings: { privacyLevel: "SELF_ONLY" } } });
    const before = await t.rest("GET", `/users/${a.user.id}`, { token: a.token });
    expect(before.body.user.oauthIdentities).toEqual({ tiktok: { providerUserId: "tt-1" } });
    const settings = await t.rest("GET", "/users/oauth/upload_settings", { token: a.token });
    expect(settings.body).toEqual({ uploadSettings: { tiktok: { privacyLevel: "SELF_ONLY" } } });
    const res = await t.rest("POST", "/users/logout/tiktok", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.user.oauthIdentities).toEqual({});
    expect((await t.rest("POST", "/users/logout/myspace", { token: a.token })).status).toBe(404);
  });
});
