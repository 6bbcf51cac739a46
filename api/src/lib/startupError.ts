/**
 * A problem that stops start-up, worded as one sentence of what to do (which setting to change, which command
 * to run). Entry points print its message alone, never a stack trace, and exit 1.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
