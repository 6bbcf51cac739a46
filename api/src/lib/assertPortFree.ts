import { createServer } from "node:net";
import { StartupError } from "./startupError.js";

/**
 * Fails with one sentence naming the setting to change when `what` could not listen on host:port. Checked just
 * before the listener starts, so the common cases (another app on the port, a server left from an earlier start)
 * get a clear answer instead of a stack trace from deep inside a child process.
 */
export function assertPortFree(opts: { host: string; port: number; what: string; setting: string; hint?: string }): Promise<void> {
  const { host, port, what, setting } = opts;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (e: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          e.code === "EADDRINUSE"
            ? `Port ${port} is in use, so ${what} cannot listen on it: set ${setting} to a free port, or stop what uses it${opts.hint ? ` ${opts.hint}` : ""}.`
            : `${capitalise(what)} cannot listen on ${host}:${port} (${e.code ?? e.message}): set ${setting} to another port.`,
        ),
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
