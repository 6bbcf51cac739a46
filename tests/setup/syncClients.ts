import { createHash } from "node:crypto";
import type { TestApp } from "./testApp.js";

/**
 * Sync apps' requests as their documented shapes have them: Google Reader calls with form-encoded bodies and
 * `Authorization: GoogleLogin auth=…`, Fever calls with `api_key` in a form body. Through app.fetch, the same
 * handler the HTTP server runs.
 */

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export interface SyncResponse {
  status: number;
  text: string;
  headers: Headers;
  json(): any;
}

async function send(t: TestApp, url: string, init: RequestInit, ip?: string): Promise<SyncResponse> {
  const res = await t.app.fetch(new Request(url, init), { remoteAddress: ip ?? nextIp() });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, json: () => JSON.parse(text) };
}

/** A form body from pairs, repeated keys allowed (i=…&i=…). */
export function form(pairs: Array<[string, string]> | Record<string, string>): string {
  const entries = Array.isArray(pairs) ? pairs : Object.entries(pairs);
  return new URLSearchParams(entries).toString();
}

export function greader(t: TestApp, opts: { ip?: string } = {}) {
  const base = "http://rivulet.test/api/greader";
  return {
    /** POST /accounts/ClientLogin as apps send it (form body). */
    login: (email: string, password: string, extra: Record<string, string> = {}) =>
      send(t, `${base}/accounts/ClientLogin`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form({ Email: email, Passwd: password, service: "reader", accountType: "HOSTED_OR_GOOGLE", ...extra }),
      }, opts.ip),
    get: (auth: string | null, path: string) =>
      send(t, `${base}/reader/api/0/${path}`, { headers: auth ? { authorization: `GoogleLogin auth=${auth}` } : {} }, opts.ip),
    post: (auth: string | null, path: string, body: Array<[string, string]> | Record<string, string>, headers: Record<string, string> = {}) =>
      send(t, `${base}/reader/api/0/${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(auth ? { authorization: `GoogleLogin auth=${auth}` } : {}), ...headers },
        body: form(body),
      }, opts.ip),
    atom: (auth: string, stream: string, query = "") =>
      send(t, `${base}/reader/atom/${encodeURIComponent(stream)}${query}`, { headers: { authorization: `GoogleLogin auth=${auth}` } }, opts.ip),
  };
}

/** The Auth token from a ClientLogin answer's text. */
export function authOf(text: string): string | null {
  return /^Auth=(.+)$/m.exec(text)?.[1]?.trim() ?? null;
}

export const feverKey = (email: string, password: string) => createHash("md5").update(`${email}:${password}`).digest("hex");

export function fever(t: TestApp, opts: { ip?: string } = {}) {
  return async (apiKey: string, query: string, body: Record<string, string> = {}) => {
    const res = await send(t, `http://rivulet.test/api/fever/?api${query ? `&${query}` : ""}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ api_key: apiKey, ...body }),
    }, opts.ip);
    return { status: res.status, body: res.json() };
  };
}

/** A registered account (not a guest: app passwords need an email) with its token, id and email. */
export async function registered(t: TestApp, name: string) {
  const email = `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await t.rest("POST", "/users", { body: { username: `${name}${Math.random().toString(36).slice(2, 8)}`, email, password: "account-password-1" } });
  if (res.status !== 200) throw new Error(`registration failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, id: res.body.user.id as string, email, accountPassword: "account-password-1" };
}

/** A new app password of the account, as POST /users/{id}/app-passwords answers it. */
export async function appPassword(t: TestApp, user: { token: string; id: string }, name = "Reeder on my phone") {
  const res = await t.rest("POST", `/users/${user.id}/app-passwords`, { token: user.token, body: { name } });
  if (res.status !== 200) throw new Error(`app password failed: ${JSON.stringify(res.body)}`);
  return res.body as { id: string; name: string; password: string };
}
