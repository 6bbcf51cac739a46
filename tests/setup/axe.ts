import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { AxeResults, Result } from "axe-core";

// axe-core from npm, injected into the page under test (no CDN, no network): the e2e suite's accessibility check.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeOptions {
  /** CSS selector to check instead of the whole document (e.g. an article body). */
  include?: string;
  /** axe rule ids to run alone (e.g. ["color-contrast"]). */
  rules?: string[];
}

/** Runs axe-core in the page and answers the violations of impact serious or critical. */
export async function seriousViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  // Evaluated through the DevTools protocol, which the app's Content-Security-Policy does not govern (a script tag would be refused).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Colours are judged as painted: a dialog still fading in shows its text at partial opacity, which axe reads as
  // low contrast. Let running animations and transitions end first (bounded, so an infinite spinner cannot hang).
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2_000))]);
  });
  const results = await page.evaluate(
    async ({ include, rules }) => {
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResults> } }).axe;
      const context = include ? { include: [include] } : document;
      const opts = rules ? { runOnly: { type: "rule", values: rules } } : { resultTypes: ["violations"] };
      return axe.run(context, opts);
    },
    { include: options.include, rules: options.rules },
  );
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** A readable summary of violations for an assertion message: rule, impact, and the first few targets. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n` + v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join("; ")}`).join("\n"))
    .join("\n");
}

/** Fails with the list of serious or critical violations on the page (or inside `include`). */
export async function expectNoSeriousViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const violations = await seriousViolations(page, options);
  if (violations.length) throw new Error(`axe found ${violations.length} serious or critical violation(s):\n${describeViolations(violations)}`);
}
