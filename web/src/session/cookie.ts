/** The spec's session cookie: `user`, holding user, token and settings; one year; path /; Secure off localhost. */
export interface SessionUser {
  id: string;
  username: string | null;
  email: string | null;
  createdAt: string;
}

export interface SessionSettings {
  accountSettings: {
    isGuest: boolean;
    isPremium: boolean;
    isAdmin: boolean;
    hasVerifiedEmail: boolean;
    hasSetPassword: boolean;
    guestExpiresAt: string | null;
  };
  appSettings: {
    theme: string;
    fontFamily: string;
    fontSize: string;
    lineHeight: string;
    userCSS?: string;
  };
}

export interface StoredSession {
  user: SessionUser;
  token: string;
  settings: SessionSettings;
}

const NAME = "user";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const CSS_KEY = "rivulet.userCSS";

function isLocalHost(): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
}

export function readSession(): StoredSession | null {
  const raw = document.cookie.split("; ").find((c) => c.startsWith(`${NAME}=`));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw.slice(NAME.length + 1))) as StoredSession;
    if (!parsed?.token || !parsed.user?.id) return null;
    const css = localStorage.getItem(CSS_KEY);
    if (css !== null) parsed.settings.appSettings.userCSS = css;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * Writes the cookie. Custom CSS can be up to 50 kB and a cookie holds 4 kB, so userCSS lives in
 * localStorage instead; only the fields the first paint needs go into the cookie.
 */
export function writeSession(session: StoredSession): void {
  const { userCSS, ...appSettings } = session.settings.appSettings;
  localStorage.setItem(CSS_KEY, userCSS ?? "");
  const a = session.settings.accountSettings;
  const slim: StoredSession = {
    user: { id: session.user.id, username: session.user.username, email: session.user.email, createdAt: session.user.createdAt },
    token: session.token,
    settings: {
      accountSettings: {
        isGuest: a.isGuest, isPremium: a.isPremium, isAdmin: a.isAdmin, hasVerifiedEmail: a.hasVerifiedEmail,
        hasSetPassword: a.hasSetPassword, guestExpiresAt: a.guestExpiresAt,
      },
      appSettings: { theme: appSettings.theme, fontFamily: appSettings.fontFamily, fontSize: appSettings.fontSize, lineHeight: appSettings.lineHeight },
    },
  };
  const secure = isLocalHost() ? "" : "; Secure";
  document.cookie = `${NAME}=${encodeURIComponent(JSON.stringify(slim))}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure}`;
}

export function clearSession(): void {
  document.cookie = `${NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  localStorage.removeItem(CSS_KEY);
}
