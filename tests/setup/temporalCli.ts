import path from "node:path";
import { loadConfig } from "../../api/src/config.js";
import { findTemporalCli } from "../../scripts/startup/temporalCli.js";

const config = loadConfig();
const installDir = path.join(config.toolsDir, "bin");

/**
 * The Temporal CLI the tests run as their dev server: the one `npm test`'s prerequisite step found or installed
 * (TEMPORAL_BIN, PATH, then TOOLS_DIR/bin). When there is none, the SDK's error names the path it expected.
 */
export const TEMPORAL_CLI = findTemporalCli({ configured: config.temporal.binary, installDir }) ?? path.join(installDir, "temporal");
