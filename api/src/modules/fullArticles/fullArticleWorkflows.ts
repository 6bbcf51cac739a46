/**
 * What the full articles service asks of Temporal (temporal/src/client.ts implements it; the api and the worker pass
 * it to createServices). Without it the process that queued pages drains the queue itself.
 */
export interface FullArticleWorkflows {
  /** Starts the `full-articles` drain workflow, or joins the one running: one drain at a time is enough. */
  drain(): Promise<void>;
}

export const FULL_ARTICLES_WORKFLOW_ID = "full-articles";
