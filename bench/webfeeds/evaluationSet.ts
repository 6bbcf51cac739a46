import { readFileSync } from "node:fs";
import path from "node:path";
import type { Candidate } from "../../api/src/reader/webpage/findCandidates.js";

/** The website-feed evaluation set (bench/webfeeds/pages, written by makePages.py): pages and their expected items. */
export const PAGES_DIR = path.join(import.meta.dirname, "pages");

export interface EvaluationPage {
  name: string;
  url: string;
  html: string;
  /** [title, absolute link] of every item the page lists, in order. */
  items: Array<[string, string]>;
}

export function loadEvaluationSet(): EvaluationPage[] {
  const expected = JSON.parse(readFileSync(path.join(import.meta.dirname, "expected.json"), "utf8")) as Record<string, { url: string; items: Array<[string, string]> }>;
  return Object.entries(expected).map(([name, e]) => ({ name, url: e.url, html: readFileSync(path.join(PAGES_DIR, name), "utf8"), items: e.items }));
}

/**
 * Whether a candidate extracts the page's items: every expected title with its link, in order, and nothing
 * else (a candidate that also takes in menu entries or a sidebar is wrong).
 */
export function extractsExpected(candidate: Candidate | undefined, page: EvaluationPage): boolean {
  if (!candidate || candidate.items.length !== page.items.length) return false;
  return page.items.every(([title, link], i) => candidate.items[i]!.title === title && candidate.items[i]!.link === new URL(link).href);
}
