import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const AUTH_FIELDS = `
  __typename
  ... on AuthPayload { token user { id userId username email isGuest hasSetPassword settings { id accountSettings { tier isGuest } appSettings { theme } } } }
  ... on Error { message displayMessageKey }
  ... on ValidationError { fields { field message } }
`;

describe("viewer and auth mutations over GraphQL", () => {
  it("viewer is null without a token; createGuest opens a session", async () => {
    expect((await t.gql("{ viewer { id } }")).data).toEqual({ viewer: null });
    const res = await t.gql(`mutation { createGuest { ${AUTH_FIELDS} } }`);
    const payload = res.data.createGuest;
    expect(payload.__typename).toBe("AuthPayload");
    expect(payload.user).toMatchObject({ isGuest: true, settings: { accountSettings: { tier: "guest", isGuest: true } } });
    const viewer = await t.gql("{ viewer { id userId isGuest } }", {}, payload.token);
    expect(viewer.data.viewer).toMatchObject({ id: payload.user.id, userId: payload.user.userId, isGuest: true });
  });

  it("register returns a result union with the spec's keys", async () => {
    const input = { username: `gql_${Date.now()}`, email: `gql.${Date.now()}@example.com`, password: "secret pw" };
    const ok = await t.gql(`mutation($input: RegisterInput!) { register(input: $input) { ${AUTH_FIELDS} } }`, { input });
    expect(ok.data.register.__typename).toBe("AuthPayload");
    const dup = await t.gql(`mutation($input: RegisterInput!) { register(input: $input) { ${AUTH_FIELDS} } }`, { input });
    // Both are taken: the email (the account identity) is reported first.
    expect(dup.data.register).toEqual({ __typename: "UserError", message: "This email is already taken", displayMessageKey: "DUPLICATE_EMAIL" });
    const invalid = await t.gql(`mutation($input: RegisterInput!) { register(input: $input) { ${AUTH_FIELDS} } }`, {
      input: { username: "!", email: "x", password: "1" },
    });
    expect(invalid.data.register.__typename).toBe("ValidationError");
    expect(invalid.data.register.fields).toEqual([
      { field: "username", message: "Check your username and try again" },
      { field: "email", message: "Check your email and try again" },
      { field: "password", message: "Your password must be at least 6 characters long" },
    ]);
  });

  it("login, updateProfile, updateAppSettings and logout", async () => {
    const input = { username: `gql2_${Date.now()}`, email: `gql2.${Date.now()}@example.com`, password: "secret pw" };
    await t.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, { input });
    const wrong = await t.gql(`mutation { login(input: { email: "${input.email}", password: "nope nope" }) { ${AUTH_FIELDS} } }`);
    expect(wrong.data.login).toMatchObject({ __typename: "UserError", displayMessageKey: "INVALID_PASSWORD" });
    const login = await t.gql(`mutation { login(input: { email: "${input.email}", password: "secret pw" }) { ${AUTH_FIELDS} } }`);
    const token = login.data.login.token as string;

    const needCurrent = await t.gql(`mutation { updateProfile(input: { password: "another pw" }) { ${AUTH_FIELDS} } }`, {}, token);
    expect(needCurrent.data.updateProfile).toMatchObject({ displayMessageKey: "CURRENT_PASSWORD_REQUIRED" });
    const renamed = await t.gql(`mutation { updateProfile(input: { username: "${input.username}_b" }) { ${AUTH_FIELDS} } }`, {}, token);
    expect(renamed.data.updateProfile.user.username).toBe(`${input.username}_b`);

    const themed = await t.gql(
      `mutation { updateAppSettings(input: { theme: "snow" }) { __typename ... on SettingsPayload { settings { id appSettings { theme fontFamily } } } } }`,
      {}, token,
    );
    expect(themed.data.updateAppSettings.settings.appSettings).toEqual({ theme: "snow", fontFamily: "roboto" });
    expect(themed.data.updateAppSettings.settings.id).toBe(login.data.login.user.settings.id);
    const badTheme = await t.gql(`mutation { updateAppSettings(input: { theme: "neon" }) { __typename ... on ValidationError { fields { field } } } }`, {}, token);
    expect(badTheme.data.updateAppSettings).toEqual({ __typename: "ValidationError", fields: [{ field: "theme" }] });

    const out = await t.gql("mutation { logout { token user { id username settings { id } } } }", {}, token);
    expect(out.data.logout).toEqual({ token: null, user: { id: login.data.login.user.id, username: `${input.username}_b`, settings: { id: login.data.login.user.settings.id } } });
    const after = await t.gql("mutation { logout { token } }", {}, token);
    expect(after.errors?.[0]).toMatchObject({ message: "Token is invalid", extensions: { code: "UNAUTHENTICATED", display_message_key: "INVALID_TOKEN" } });
  });

  it("node(id) never exposes another user's data", async () => {
    const a = (await t.gql(`mutation { createGuest { ... on AuthPayload { token user { id settings { id } } } } }`)).data.createGuest;
    const b = (await t.gql(`mutation { createGuest { ... on AuthPayload { token user { id } } } }`)).data.createGuest;
    const own = await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: a.user.id }, a.token);
    expect(own.data.node).toEqual({ id: a.user.id });
    const other = await t.gql(`query($id: ID!) { node(id: $id) { id ... on User { email } } }`, { id: a.user.id }, b.token);
    expect(other.data.node).toBeNull();
    const settings = await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: a.user.settings.id }, b.token);
    expect(settings.data.node).toBeNull();
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: a.user.id })).data.node).toBeNull();
  });

  it("password reset and email verification work through GraphQL with mailed tokens", async () => {
    const email = `gql3.${Date.now()}@example.com`;
    await t.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
      input: { username: `gql3_${Date.now()}`, email, password: "secret pw" },
    });
    const verifyToken = new URL(await t.smtp.linkFor(email)).searchParams.get("token");
    const verified = await t.gql(`mutation($t: String!) { verifyEmail(input: { token: $t }) { ${AUTH_FIELDS} } }`, { t: verifyToken });
    expect(verified.data.verifyEmail.user.settings.accountSettings.tier).toBe("freeVerified");

    const sent = await t.gql(`mutation { requestPasswordReset(input: { email: "${email}" }) { ... on MessagePayload { message } } }`);
    expect(sent.data.requestPasswordReset.message).toBe("Reset password email sent if user exists");
    const mail = await t.smtp.waitFor((m) => m.to.includes(email) && /reset/i.test(m.subject));
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token");
    const reset = await t.gql(`mutation($t: String!) { resetPassword(input: { token: $t, password: "brand new" }) { ${AUTH_FIELDS} } }`, { t: resetToken });
    expect(reset.data.resetPassword.__typename).toBe("AuthPayload");
    const expired = await t.gql(`mutation($t: String!) { resetPassword(input: { token: $t, password: "brand new" }) { ${AUTH_FIELDS} } }`, { t: resetToken });
    expect(expired.data.resetPassword).toMatchObject({ displayMessageKey: "INVALID_TOKEN", message: "Token is invalid" });
  });
});
