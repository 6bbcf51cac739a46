import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";
import type { TestApp } from "../setup/testApp.js";

// The whole account journey through the real UI: built web app, real API on 127.0.0.1, real PostgreSQL,
// real SMTP server, Debian Chromium.
let h: E2eHarness;
let t: TestApp;
let base: string;
let page: Page;

beforeAll(async () => {
  h = await startE2e();
  ({ t, base, page } = h);
});

afterAll(async () => h?.close());

const sessionCookie = () => h.session();

async function waitForSession(predicate: (s: { user: { id: string }; token: string }) => boolean) {
  await expect.poll(async () => {
    const s = await sessionCookie();
    return Boolean(s && predicate(s));
  }, { timeout: 15_000 }).toBe(true);
  return (await sessionCookie())!;
}

async function openUserMenu() {
  await page.getByRole("button", { name: /user menu|account/i }).click();
}

const stamp = Date.now();
const creds = { username: `e2e_${stamp}`, email: `e2e.${stamp}@example.com`, password: "first password" };

describe("accounts in the browser", () => {
  it("a new visitor becomes a guest automatically", async () => {
    await page.goto(`${base}/`);
    const session = await waitForSession((s) => Boolean(s.token));
    const user = await t.db.user.findUniqueOrThrow({ where: { id: session.user.id } });
    expect(user.isGuest).toBe(true);
    await visible(page.getByText("Guest", { exact: true }).first());
  });

  it("the guest registers and keeps its account", async () => {
    const guestId = (await sessionCookie())!.user.id;
    await page.goto(`${base}/pages/register`);
    await page.getByLabel("Username").fill(creds.username);
    await page.getByLabel("Email").fill(creds.email);
    await page.getByLabel("Password", { exact: true }).fill(creds.password);
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL(`${base}/`);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: guestId } });
    expect(user).toMatchObject({ isGuest: false, email: creds.email, username: creds.username });
  });

  it("verifies the email from the mailed link", async () => {
    const link = await t.smtp.linkFor(creds.email);
    expect(link.startsWith(`${base}/pages/verify?token=`)).toBe(true);
    await page.goto(link);
    await expect.poll(() => page.getByText("Email successfully verified!").isVisible(), { timeout: 15_000 }).toBe(true);
    const user = await t.db.user.findUniqueOrThrow({ where: { email: creds.email } });
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it("logs out into a fresh guest, then fails a wrong password with the spec's message", async () => {
    const before = (await sessionCookie())!;
    await page.goto(`${base}/`);
    await openUserMenu();
    // Logout reloads the page into the fresh guest: wait for that load, or the next goto races it.
    const reloaded = page.waitForEvent("framenavigated", (f) => f === page.mainFrame());
    await page.getByRole("menuitem", { name: "Logout" }).click();
    const guest = await waitForSession((s) => s.token !== before.token);
    await reloaded;
    await page.waitForLoadState("load");
    await page.waitForURL(`${base}/`);
    expect(guest.user.id).not.toBe(before.user.id);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: guest.user.id } })).isGuest).toBe(true);

    await page.goto(`${base}/pages/login`);
    await page.getByLabel("Email").fill(creds.email);
    await page.getByLabel("Password", { exact: true }).fill("not my password");
    await page.getByRole("button", { name: "Log In" }).click();
    await visible(page.getByText("Invalid email or password"));
  });

  it("logs in with the right password", async () => {
    await page.getByLabel("Password", { exact: true }).fill(creds.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${base}/`);
    const session = await waitForSession(() => true);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: session.user.id } });
    expect(user.email).toBe(creds.email);
  });

  it("changes the theme and the page colours follow", async () => {
    await page.goto(`${base}/settings#appearance`);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The default theme is obsidian (#101114); snow's background is white.
    await expect.poll(background).toBe("rgb(16, 17, 20)");
    const target = "Snow";
    await page.getByRole("radio", { name: new RegExp(target, "i") }).check({ force: true });
    await expect.poll(background, { timeout: 10_000 }).toBe("rgb(255, 255, 255)");
    const session = (await sessionCookie())!;
    await expect
      .poll(async () => ((await t.db.userSetting.findUnique({ where: { userId_key: { userId: session.user.id, key: "appSettings" } } }))?.value as { theme?: string } | undefined)?.theme)
      .toBe(target.toLowerCase());
    // The choice survives a reload.
    await page.reload();
    await expect.poll(background, { timeout: 10_000 }).toBe("rgb(255, 255, 255)");
  });

  it("requests a password reset and completes it from the emailed link", async () => {
    const before = (await sessionCookie())!;
    await openUserMenu();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await waitForSession((s) => s.token !== before.token);
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/pages/forgot`);
    const sentBefore = t.smtp.messages.length;
    await page.getByLabel("Email").fill(creds.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await visible(page.getByText("Reset password email sent if user exists"));
    const mail = await t.smtp.waitFor((m) => t.smtp.messages.indexOf(m) >= sentBefore && /reset/i.test(m.subject));
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByLabel("Password", { exact: true }).fill("second password");
    await page.getByLabel("Confirm password").fill("second password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL(/\/pages\/login/);
    await page.getByLabel("Email").fill(creds.email);
    await page.getByLabel("Password", { exact: true }).fill("second password");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${base}/`);
  });
});
