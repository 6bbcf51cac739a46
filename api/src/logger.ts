import { pino, type Logger } from "pino";
import type { Config } from "./config.js";

export type { Logger };

/** One JSON logger per process; children carry the request or workflow context. */
export function createLogger(config: Pick<Config, "logLevel">, name: string): Logger {
  return pino({ name, level: config.logLevel, base: { pid: process.pid } });
}
