import type { ConsoleMessage } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../api/src/modules/auth/session.service.js";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// GraphiQL in a real browser, as production offers it (GRAPHIQL=admins): it must render and query with every
// file from our own origin under the app's Content-Security-Policy (no CDN, nothing blocked).
let h: E2eHarness;
beforeAll(async () => {
  h = await startE2e(undefined, { GRAPHIQL: "admins" });
});
afterAll(async () => h?.close());

describe("GraphiQL", () => {
  it("renders for a signed-in admin from our origin under the CSP and queries as that admin", async () => {
    const admin = await h.t.db.user.create({ data: { username: "graphiql_admin", isAdmin: true } });
    const token = await createSession(h.t.db, admin.id);
    // The web app's session cookie (web/src/session/cookie.ts), as signing in would leave it.
    await h.context.addCookies([{
      name: "user", url: h.base, sameSite: "Lax",
      value: encodeURIComponent(JSON.stringify({ user: { id: admin.id, username: admin.username }, token })),
    }]);

    const page = await h.context.newPage();
    const foreign: string[] = [];
    const problems: string[] = [];
    const workers: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(h.base) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) foreign.push(r.url());
    });
    page.on("console", (m: ConsoleMessage) => {
      // A failed load is reported with its address by the response listener.
      if ((m.type() === "error" && !m.text().startsWith("Failed to load resource")) || /Content Security Policy/i.test(m.text())) problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(String(e)));
    page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
    page.on("worker", (w) => workers.push(w.url()));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });

    const response = await page.goto(`${h.base}/graphql`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await visible(page.locator(".graphiql-container"));

    // Replace the editor's text and run it; the answer names the admin, so the cookie's token went as a bearer.
    await page.locator(".graphiql-query-editor").click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText("{ viewer { username } }");
    await page.locator(".graphiql-execute-button").click();
    // Monaco renders spaces as no-break spaces.
    await expect.poll(async () => (await page.locator(".graphiql-response").innerText()).replace(/\s+/g, " "), { timeout: 15_000 })
      .toContain('"viewer": { "username": "graphiql_admin" }');

    // The editor's language workers started from our files.
    expect(workers.length).toBeGreaterThan(0);
    for (const url of workers) expect(url.startsWith(`${h.base}/graphiql/`), url).toBe(true);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
