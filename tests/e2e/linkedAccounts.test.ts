import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import { startOidcServer, type LocalOidcServer } from "../setup/oidcServer.js";

// Linked accounts and the static pages through the real UI: the built web app on the real API, a real OpenID
// Provider (oidc-provider) on 127.0.0.1 standing in for Google and TikTok, Debian Chromium.
// E2E_SCREENSHOTS=<folder> keeps screenshots of each screen at desktop and phone sizes.
let h: E2eHarness;
let op: LocalOidcServer;
let appBase = "";
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  op = await startOidcServer(() => ["google", "tiktok"].map((s) => `${appBase}/api_v1/users/login/${s}/callback`));
  h = await startE2e({ width: 1280, height: 900 }, {
    GOOGLE_CLIENT_ID: op.clients.google.clientId,
    GOOGLE_CLIENT_SECRET: op.clients.google.clientSecret,
    GOOGLE_ISSUER: op.issuer,
    TIKTOK_CLIENT_KEY: op.clients.tiktok.clientId,
    TIKTOK_CLIENT_SECRET: op.clients.tiktok.clientSecret,
    TIKTOK_ISSUER: op.issuer,
  });
  appBase = h.base;
}, 120_000);
afterAll(async () => {
  await h?.close();
  await op?.close();
});

async function shot(name: string) {
  if (!SHOTS) return;
  await h.page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await h.page.setViewportSize({ width: 390, height: 844 });
  await h.page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await h.page.setViewportSize({ width: 1280, height: 900 });
}

describe("linked accounts", () => {
  it("connects Google through the provider and disconnects it from Settings → Accounts", async () => {
    const { page, base } = h;
    await page.goto(`${base}/`);
    await h.token();
    op.signInAs("g-e2e", { email: "e2e.reader@gmail.test" });
    await page.goto(`${base}/settings#accounts`);
    const google = page.getByTestId("linked-google");
    await visible(google.getByText("Not connected"));
    await expectNoSeriousViolations(page);
    await google.getByRole("button", { name: "Connect Google" }).click();

    // Out to the provider, and back to the tab saying so.
    await visible(page.getByText("Google connected"));
    expect(new URL(page.url()).pathname).toBe("/settings");
    expect(new URL(page.url()).hash).toBe("#accounts");
    await visible(google.getByText("Linked as e2e.reader@gmail.test", { exact: false }));
    const session = await h.session();
    expect((await h.t.db.oAuthIdentity.findMany({ where: { userId: session!.user.id } })).map((i) => i.providerUserId)).toEqual(["g-e2e"]);
    await expectNoSeriousViolations(page);
    await shot("accounts-connected");

    await google.getByRole("button", { name: "Disconnect Google" }).click();
    await visible(google.getByText("Not connected"));
    expect(await h.t.db.oAuthIdentity.count({ where: { userId: session!.user.id } })).toBe(0);
  });

  it("signs in with Google on the login page, creating the account for a verified email", async () => {
    const { page, base } = h;
    op.signInAs("g-newcomer", { email: "newcomer.e2e@gmail.test", emailVerified: true });
    // The provider remembers who signed in there before (its cookies share 127.0.0.1 with the app's): forget it.
    await h.context.clearCookies({ name: /^_(session|interaction)/ });
    await page.goto(`${base}/pages/login`);
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await expect.poll(async () => (await h.session())?.settings.accountSettings.isGuest, { timeout: 15_000 }).toBe(false);
    const user = await h.t.db.user.findUniqueOrThrow({ where: { email: "newcomer.e2e@gmail.test" } });
    expect((await h.session())!.user.id).toBe(user.id);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe("/");
  });
});

describe("static pages", () => {
  for (const [slug, title, text] of [
    ["about", "About", "feed reader and content-discovery app"],
    ["help", "Help", "How do I add a feed?"],
    ["privacy-policy", "Privacy Policy", "What we keep"],
    ["terms-of-service", "Terms of Service", "Using the service"],
  ] as const) {
    it(`/pages/${slug} renders with its title prefix and canonical link`, async () => {
      const { page, base } = h;
      await page.goto(`${base}/pages/${slug}`);
      await visible(page.getByRole("heading", { level: 1, name: title }));
      await visible(page.getByText(text).first());
      await expect.poll(() => page.title()).toBe(`Rivulet - ${title}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${base}/pages/${slug}`);
      await expectNoSeriousViolations(page);
      await shot(`page-${slug}`);
    });
  }

  it("shows the error text when the policy cannot be fetched", async () => {
    const { page, base } = h;
    await page.route("**/legal/privacy-policy.html", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto(`${base}/pages/privacy-policy`);
    await visible(page.getByRole("alert").getByText("Request failed with status code 503"));
    await page.unroute("**/legal/privacy-policy.html");
  });
});
