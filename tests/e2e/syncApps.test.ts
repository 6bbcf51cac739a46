import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../setup/axe.js";
import { gone, startE2e, visible, type E2eHarness } from "../setup/e2eHarness.js";

// Settings → Accounts → Sync apps through the real UI: the built web app on the real API, Debian Chromium.
// E2E_SCREENSHOTS=<folder> keeps screenshots at desktop and phone sizes.
let h: E2eHarness;
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  h = await startE2e({ width: 1280, height: 900 });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function shot(name: string) {
  if (!SHOTS) return;
  await h.page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await h.page.setViewportSize({ width: 390, height: 844 });
  await h.page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await h.page.setViewportSize({ width: 1280, height: 900 });
}

/** Google Reader's ClientLogin over real HTTP, as an app sends it. */
async function clientLogin(email: string, password: string): Promise<number> {
  const res = await fetch(`${h.base}/api/greader/accounts/ClientLogin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ Email: email, Passwd: password }).toString(),
  });
  return res.status;
}

describe("sync apps in settings", () => {
  it("shows the server addresses, makes an app password shown once, and revokes it", async () => {
    const { page, base } = h;
    await page.goto(`${base}/settings#accounts`);
    const token = await h.token();
    const section = page.locator("#app-passwords");
    // A guest has no email to sign in with.
    await visible(section.getByText("Add an email under Profile first", { exact: false }));
    await expect.poll(() => section.getByLabel("Google Reader / FreshRSS server address", { exact: true }).inputValue()).toBe(`${base}/api/greader`);
    expect(await section.getByLabel("Fever server address", { exact: true }).inputValue()).toBe(`${base}/api/fever`);

    // The guest registers (the account keeps its session): the form appears.
    const email = "sync.e2e@example.com";
    const registered = await h.t.rest("POST", "/users", { token, body: { username: "synce2e", email, password: "account-password-1" } });
    expect(registered.status).toBe(200);
    await page.reload();
    await visible(section.getByRole("button", { name: "Create app password" }));
    expect(await section.getByLabel("User name (your email)", { exact: true }).inputValue()).toBe(email);
    await visible(section.getByText("No app passwords yet."));

    await section.getByRole("button", { name: "Create app password" }).click();
    await visible(section.getByText("Name the app this password is for"));
    await section.getByLabel("App name").fill("Reeder on iPhone");
    await section.getByRole("button", { name: "Create app password" }).click();
    const shown = page.getByTestId("new-app-password");
    await visible(shown.getByText("Copy this password into Reeder on iPhone now", { exact: false }));
    const password = await shown.getByLabel("App password for Reeder on iPhone", { exact: true }).inputValue();
    expect(password).toMatch(/^[a-z2-9]{24}$/);
    await visible(shown.getByRole("button", { name: "Copy App password for Reeder on iPhone" }));
    await visible(section.getByText("Last used never", { exact: false }));
    await expectNoSeriousViolations(page, { include: "#app-passwords" });
    await shot("sync-apps-created");

    // The password works for an app, and the account password does not.
    expect(await clientLogin(email, password)).toBe(200);
    expect(await clientLogin(email, "account-password-1")).toBe(401);

    await shown.getByRole("button", { name: "Done" }).click();
    await gone(page.getByTestId("new-app-password"));
    await page.reload();
    // Shown once: after a reload only its name and when it was last used remain.
    await visible(section.getByText("Reeder on iPhone"));
    expect(await page.content()).not.toContain(password);
    await gone(section.getByText("Last used never", { exact: false }));

    await section.getByRole("button", { name: "Revoke the app password for Reeder on iPhone" }).click();
    await section.getByRole("button", { name: "Revoke Reeder on iPhone" }).click();
    await visible(page.getByText("App password for Reeder on iPhone revoked"));
    await visible(section.getByText("No app passwords yet."));
    expect(await clientLogin(email, password)).toBe(401);
    await shot("sync-apps-empty");
  });
});
