import { API_TIMEOUT_MESSAGE, API_TIMEOUT_MS } from "../relay/fetchGraphQL";
import { clearSession, readSession, writeSession, type StoredSession } from "./cookie";
import { noteServerDate } from "./serverClock";

/** An error from the REST API (`{ message, display_message_key, fields }`) or the client itself. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly key: string | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}


interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Calls on the spec's skip list (login, reset, forgot, update user, verify) handle a 401 themselves. */
  skipAuthRedirect?: boolean;
  /** Override the stored token (e.g. none at all). */
  token?: string | null;
}

/** Calls /api_v1 with the session's bearer token, JSON in and out, and the spec's client-side errors. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const token = opts.token === undefined ? readSession()?.token : opts.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`/api_v1${path}`, {
      method: opts.method ?? "GET",
      headers: {
        accept: "application/json",
        ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: controller.signal,
    });
  } catch (e) {
    throw new ApiError(controller.signal.aborted ? API_TIMEOUT_MESSAGE : String(e), 0, null);
  } finally {
    clearTimeout(timer);
  }
  noteServerDate(res);
  if (!res.headers.get("content-type")?.includes("application/json")) {
    throw new ApiError(res.ok ? "API request is of invalid contentType" : `HTTP error! status: ${res.status}`, res.status, null);
  }
  const body = (await res.json()) as { message?: string; display_message_key?: string; fields?: Record<string, string> };
  if (!res.ok) {
    if (res.status === 401 && !opts.skipAuthRedirect) await handleUnauthorized(token ?? null);
    throw new ApiError(body.message ?? `HTTP error! status: ${res.status}`, res.status, body.display_message_key ?? null, body.fields ?? {});
  }
  return body as T;
}

/** What every user call answers. */
export type UserResponse = StoredSession & { token: string | null };

/** Creates a guest account and stores its session (spec: automatic on a first visit). */
export async function createGuestSession(): Promise<StoredSession> {
  const res = await api<UserResponse>("/users", { method: "POST", body: { isGuest: true }, token: null, skipAuthRedirect: true });
  const session = { ...res, token: res.token! };
  writeSession(session);
  return session;
}

/** The stored session, or a new guest when there is none. */
export async function ensureSession(): Promise<StoredSession> {
  return readSession() ?? createGuestSession();
}

/** Stores the session from a user call that opened one (login, register, verify). */
export function adoptSession(res: UserResponse): void {
  if (res.token) writeSession({ ...res, token: res.token });
}

/** Set once this page replaces its session (a 401 handled, or a logout): later 401s of the old token are expected. */
let sessionChanging = false;

/**
 * A 401 outside the skip list: the stored token is dead. A guest simply gets a fresh guest (nothing to sign
 * back into); anyone else is sent to /pages/login as the spec says. `failedToken` is the token the refused call
 * carried, when known: a call made with a token the page has since replaced says nothing about the current one.
 */
export async function handleUnauthorized(failedToken?: string | null): Promise<void> {
  if (sessionChanging) return;
  if (failedToken !== undefined && failedToken !== (readSession()?.token ?? null)) return;
  sessionChanging = true;
  const wasGuest = readSession()?.settings.accountSettings.isGuest ?? true;
  clearSession();
  if (wasGuest) {
    await createGuestSession().catch(() => undefined);
    window.location.reload();
  } else {
    window.location.assign("/pages/login");
  }
}

/** Logout: tell the server, clear the cookie, start over as a fresh guest. */
export async function logout(): Promise<void> {
  // The server revokes the token first: the live stream and any request still in flight then answer 401, and
  // handling those (clear the session, go to the login page) would race this guest's cookie and navigation.
  sessionChanging = true;
  await api("/users/logout", { method: "POST", skipAuthRedirect: true }).catch(() => undefined);
  clearSession();
  await createGuestSession();
  window.location.assign("/");
}
