import path from "node:path";
import { loadConfigOrExit } from "../../api/src/config.js";
import { obtainTemporalCli } from "./temporalCli.js";

/**
 * `npm run temporal:install` and the test prerequisite step: the same search, download and build as `npm start`.
 * Exits 1 when no source worked, since the Temporal tests cannot run without the dev server.
 */
const config = loadConfigOrExit();
const say = (line: string) => process.stdout.write(`${line}\n`);
const bin = await obtainTemporalCli({
  configured: config.temporal.binary,
  installDir: path.join(config.toolsDir, "bin"),
  downloadBaseUrl: config.temporal.cliDownloadUrl,
  say,
});
if (bin) {
  say(`Temporal CLI: ${bin}`);
} else {
  say("Temporal CLI: none available. Install Go, or set TEMPORAL_BIN to a temporal binary, then run this again.");
  process.exit(1);
}
