import { describe, expect, it } from "vitest";
import { REDACTED, scrubEvent, scrubText, scrubValue } from "./scrub.js";

describe("scrubText", () => {
  it("removes email addresses and password, token and secret values, keeping the rest", () => {
    expect(scrubText("Failed for ada@example.com at /login")).toBe(`Failed for ${REDACTED} at /login`);
    expect(scrubText("Ann.Reader+news@mail.example.co.uk signed in")).toBe(`${REDACTED} signed in`);
    expect(scrubText('body {"password":"hunter2","name":"x"}')).toBe(`body {"password":"${REDACTED}","name":"x"}`);
    expect(scrubText("GET /api?token=abc123&x=1")).toBe(`GET /api?token=${REDACTED}&x=1`);
    expect(scrubText("/pages/reset?email=a%40b.co&resetToken=Zx9#oauthToken=abc")).toBe(`/pages/reset?email=${REDACTED}&resetToken=${REDACTED}#oauthToken=${REDACTED}`);
    expect(scrubText("secret: s3cr3t, passwd=pw1 and client_secret=cs")).toBe(`secret: ${REDACTED}, passwd=${REDACTED} and client_secret=${REDACTED}`);
    expect(scrubText("email=ada%40example.com&password=correct+horse")).toBe(`email=${REDACTED}&password=${REDACTED}`);
  });

  it("scrubs what it already scrubbed to the same text", () => {
    const once = scrubText('password=hunter2 {"token":"t"} secret: s to ada@example.com');
    expect(scrubText(once)).toBe(once);
    expect(once).toBe(`password=${REDACTED} {"token":"${REDACTED}"} secret: ${REDACTED} to ${REDACTED}`);
    // The SDKs filter some values themselves; a bracketed value is replaced whole.
    expect(scrubText("/x?token=[Filtered]&password=[abc]&n=1")).toBe(`/x?token=${REDACTED}&password=${REDACTED}&n=1`);
  });

  it("leaves ordinary text, module paths and addresses without credentials alone", () => {
    for (const text of [
      "TypeError: x is undefined",
      "at run (file:///srv/node_modules/@sentry/core/build/esm/index.js:10:3)",
      "http://127.0.0.1:8080/api_v1/feeds?sort=asc",
      "bypassing the cache for 3 items",
    ]) expect(scrubText(text)).toBe(text);
  });
});

describe("scrubValue", () => {
  it("replaces any value under a key named like a secret, at any depth, and scrubs every string and key", () => {
    const input = {
      email: "ann@example.com",
      Password: 1234,
      nested: { currentPassword: "old one", note: "mail bob@example.org", list: [{ apiKey: "k" }, "to a@b.co"] },
      headers: { Authorization: "Bearer abc", "x-auth-token": "t", Cookie: "session=1", accept: "text/html" },
      "carol@example.net": 3,
      count: 3,
      flag: false,
      nothing: null,
    };
    expect(scrubValue(input)).toEqual({
      email: REDACTED,
      Password: REDACTED,
      nested: { currentPassword: REDACTED, note: `mail ${REDACTED}`, list: [{ apiKey: REDACTED }, `to ${REDACTED}`] },
      headers: { Authorization: REDACTED, "x-auth-token": REDACTED, Cookie: REDACTED, accept: "text/html" },
      [REDACTED]: 3,
      count: 3,
      flag: false,
      nothing: null,
    });
  });

  it("scrubs [key, value] pairs and does not change its input", () => {
    const input = [["password", "pw"], ["page", "2"], ["email", "x@y.zz"]];
    expect(scrubValue(input)).toEqual([["password", REDACTED], ["page", "2"], ["email", REDACTED]]);
    expect(input[0]).toEqual(["password", "pw"]);
  });

  it("does not send what lies deeper than it walks", () => {
    let deep: Record<string, unknown> = { leaf: "ada@example.com" };
    for (let i = 0; i < 40; i++) deep = { down: deep };
    expect(JSON.stringify(scrubValue(deep))).not.toContain("ada@example.com");
  });
});

describe("scrubEvent", () => {
  it("scrubs a Sentry event everywhere it can carry a password or an email, keeping its shape", () => {
    const event = {
      event_id: "0123456789abcdef0123456789abcdef",
      message: "login failed for ada@example.com",
      exception: { values: [{ type: "Error", value: "bad password=hunter2 for ada@example.com", stacktrace: { frames: [{ filename: "app:///api/src/rest/handleRest.js", lineno: 3 }] } }] },
      request: {
        url: "https://reader.example/api_v1/users/login?email=ada%40example.com&next=%2F",
        query_string: [["email", "ada@example.com"], ["next", "/"]],
        data: '{"email":"ada@example.com","password":"hunter2"}',
        headers: { "User-Agent": "Mozilla/5.0", Cookie: "user=abc" },
      },
      extra: { body: { email: "ada@example.com", password: "hunter2" } },
      contexts: { rivulet: { transport: "rest", login: { passwd: "x" } }, trace: { trace_id: "abc", span_id: "def" } },
      user: { id: "u1", email: "ada@example.com" },
      breadcrumbs: [{ category: "fetch", data: { url: "/api_v1/x?token=t0k" }, message: "to ada@example.com" }],
      tags: { transport: "rest" },
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    for (const secret of ["ada@example.com", "ada%40example.com", "hunter2", "user=abc", "t0k"]) expect(text).not.toContain(secret);
    expect(scrubbed.message).toBe(`login failed for ${REDACTED}`);
    expect(scrubbed.exception.values[0]!.value).toBe(`bad password=${REDACTED} for ${REDACTED}`);
    expect(scrubbed.exception.values[0]!.stacktrace).toEqual(event.exception.values[0]!.stacktrace);
    expect(scrubbed.request.query_string).toEqual([["email", REDACTED], ["next", "/"]]);
    expect(scrubbed.request.headers["User-Agent"]).toBe("Mozilla/5.0");
    expect(scrubbed.contexts.trace).toEqual({ trace_id: "abc", span_id: "def" });
    expect(scrubbed.user).toEqual({ id: "u1", email: REDACTED });
    expect(scrubbed.event_id).toBe(event.event_id);
  });
});
