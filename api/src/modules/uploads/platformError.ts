/**
 * A platform's refusal or failure, classified by what a caller does next:
 * - `auth`: the access token was refused (refresh it once and try again, else the account needs connecting again);
 * - `expired`: the upload session or URL is gone (start a new one: nothing was posted);
 * - `transient`: a 5xx, 429 or a dropped connection (ask where the upload stands and go on, or retry later);
 * - `rejected`: the request itself was refused (a user must change something; retrying cannot help).
 */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly kind: "auth" | "expired" | "transient" | "rejected",
    readonly status?: number,
  ) {
    super(message);
    this.name = "PlatformError";
  }
}

/** The kind of an HTTP status a platform answered. */
export function kindOfStatus(status: number): PlatformError["kind"] {
  if (status === 401) return "auth";
  if (status === 404 || status === 410) return "expired";
  if (status === 429 || status >= 500) return "transient";
  return "rejected";
}
