import { loadConfig } from "../../api/src/config.js";
import { startErrorReporting } from "../../api/src/lib/errorReporter.js";
import { createLogger } from "../../api/src/logger.js";

// A process as the api and worker start one (config from the environment, Sentry first), then a failure nobody
// catches: CRASH=throw throws from a timer, CRASH=reject leaves a promise rejected; CRASH=none prints whether
// Sentry's SDK got loaded and exits. errorReporter.test.ts runs it.
const config = loadConfig();
const log = createLogger(config, "api");
await startErrorReporting(config, log, "worker");
if (process.env.CRASH === "none") {
  process.stdout.write(JSON.stringify({ sentryLoaded: "__SENTRY__" in globalThis }));
  process.exit(0);
}
const message = `crash (${process.env.CRASH}) for ada@example.com password=hunter2`;
if (process.env.CRASH === "reject") void Promise.reject(new Error(message));
else setTimeout(() => {
  throw new Error(message);
}, 0);
// Keep the process alive: only the reporter's exit should end it.
setTimeout(() => undefined, 30_000);
