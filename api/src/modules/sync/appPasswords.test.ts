import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appPassword, authOf, fever, feverKey, greader, registered } from "../../../../tests/setup/syncClients.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/testApp.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_ACCOUNT: "5/600" });
});
afterAll(async () => {
  await t?.close();
});

describe("app passwords", () => {
  it("are made, listed without their secret, kept only as digests, and revoked", async () => {
    const user = await registered(t, "ann");
    const made = await appPassword(t, user, "  NetNewsWire on the Mac ");
    expect(made).toMatchObject({ name: "NetNewsWire on the Mac", lastUsedAt: null });
    expect(made.password).toMatch(/^[a-km-np-z2-9]{24}$/);

    const list = await t.rest("GET", `/users/${user.id}/app-passwords`, { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.appPasswords).toEqual({ [made.id]: { id: made.id, name: "NetNewsWire on the Mac", createdAt: expect.any(String), lastUsedAt: null } });
    expect(JSON.stringify(list.body)).not.toContain(made.password);

    // Nothing stored holds the password, the Google Reader token or the Fever key as they are sent.
    const row = await t.db.appPassword.findUniqueOrThrow({ where: { id: made.id } });
    const token = authOf((await greader(t).login(user.email, made.password)).text)!;
    const key = feverKey(user.email, made.password);
    for (const secret of [made.password, token, key]) expect(JSON.stringify(row)).not.toContain(secret);

    // Using it shows when it was last used.
    expect((await t.rest("GET", `/users/${user.id}/app-passwords`, { token: user.token })).body.appPasswords[made.id].lastUsedAt).not.toBeNull();

    const deleted = await t.rest("DELETE", `/users/${user.id}/app-passwords/${made.id}`, { token: user.token });
    expect(deleted).toMatchObject({ status: 200, body: { deletedAppPasswordId: made.id } });
    expect((await t.rest("GET", `/users/${user.id}/app-passwords`, { token: user.token })).body.appPasswords).toEqual({});
    // Revoked: every form stops working at once.
    expect((await greader(t).login(user.email, made.password)).status).toBe(401);
    expect((await greader(t).get(token, "user-info?output=json")).status).toBe(401);
    expect((await fever(t)(key, "")).body).toEqual({ api_version: 3, auth: 0 });
    expect((await t.rest("DELETE", `/users/${user.id}/app-passwords/${made.id}`, { token: user.token })).status).toBe(404);
  });

  it("belong to their user only", async () => {
    const ann = await registered(t, "ann");
    const bob = await registered(t, "bob");
    const annsPassword = await appPassword(t, ann);
    expect(await t.rest("GET", `/users/${ann.id}/app-passwords`, { token: bob.token })).toMatchObject({ status: 403, body: { display_message_key: "FORBIDDEN" } });
    expect((await t.rest("POST", `/users/${ann.id}/app-passwords`, { token: bob.token, body: { name: "x" } })).status).toBe(403);
    expect((await t.rest("DELETE", `/users/${ann.id}/app-passwords/${annsPassword.id}`, { token: bob.token })).status).toBe(403);
    // Bob's own path with Ann's app password id finds nothing of his.
    expect(await t.rest("DELETE", `/users/${bob.id}/app-passwords/${annsPassword.id}`, { token: bob.token })).toMatchObject({ status: 404, body: { display_message_key: "NOT_FOUND" } });
    expect((await t.rest("GET", `/users/${ann.id}/app-passwords`)).body.display_message_key).toBe("NO_TOKEN");
    // Ann's password does not sign Bob in, even with Bob's email.
    expect((await greader(t).login(bob.email, annsPassword.password)).status).toBe(401);
  });

  it("need a name and an email, and are rate-limited like the other account calls", async () => {
    const guest = await t.rest("POST", "/users", { body: { isGuest: true } });
    expect(await t.rest("POST", `/users/${guest.body.user.id}/app-passwords`, { token: guest.body.token, body: { name: "Reeder" } })).toMatchObject({
      status: 403, body: { display_message_key: "APP_PASSWORD_NEEDS_EMAIL" },
    });
    const user = await registered(t, "cat");
    for (const body of [{}, { name: "   " }, { name: "x".repeat(101) }, { name: 7 }]) {
      expect((await t.rest("POST", `/users/${user.id}/app-passwords`, { token: user.token, body })).body).toMatchObject({ display_message_key: "VALIDATION_ERROR", fields: { name: expect.any(String) } });
    }
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.rest("POST", `/users/${user.id}/app-passwords`, { token: user.token, body: { name: `App ${i}` } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("are a GraphQL node with create and delete mutations, and the viewer knows the server addresses", async () => {
    const user = await registered(t, "dan");
    const created = await t.gql(
      `mutation($input: CreateAppPasswordInput!) { createAppPassword(input: $input) { __typename
        ... on CreateAppPasswordPayload { password appPassword { id appPasswordId name lastUsedAt } viewer { appPasswords { name } } }
        ... on Error { message displayMessageKey } } }`,
      { input: { name: "FeedMe" } },
      user.token,
    );
    const payload = created.data.createAppPassword;
    expect(payload).toMatchObject({ __typename: "CreateAppPasswordPayload", appPassword: { name: "FeedMe", lastUsedAt: null }, viewer: { appPasswords: [{ name: "FeedMe" }] } });
    expect((await greader(t).login(user.email, payload.password)).status).toBe(200);

    const viewer = await t.gql(`{ viewer { syncServer { googleReaderUrl feverUrl username } appPasswords { id } } }`, {}, user.token);
    expect(viewer.data.viewer).toEqual({
      syncServer: { googleReaderUrl: "http://rivulet.test/api/greader", feverUrl: "http://rivulet.test/api/fever", username: user.email },
      appPasswords: [{ id: payload.appPassword.id }],
    });
    // Another user cannot see it as a node, nor delete it.
    const other = await registered(t, "eve");
    expect((await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: payload.appPassword.id }, other.token)).data.node).toBeNull();
    const foreign = await t.gql(`mutation($id: ID!) { deleteAppPassword(input: { id: $id }) { __typename ... on Error { displayMessageKey } } }`, { id: payload.appPassword.id }, other.token);
    expect(foreign.data.deleteAppPassword).toEqual({ __typename: "UserError", displayMessageKey: "NOT_FOUND" });

    const deleted = await t.gql(
      `mutation($id: ID!) { deleteAppPassword(input: { id: $id }) { __typename ... on DeleteAppPasswordPayload { deletedAppPasswordId viewer { appPasswords { id } } } } }`,
      { id: payload.appPassword.id },
      user.token,
    );
    expect(deleted.data.deleteAppPassword).toEqual({ __typename: "DeleteAppPasswordPayload", deletedAppPasswordId: payload.appPassword.id, viewer: { appPasswords: [] } });
    expect((await greader(t).login(user.email, payload.password)).status).toBe(401);
  });
});
