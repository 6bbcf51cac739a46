import { Button, Link, Separator, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { adoptSession, api, ApiError, type UserResponse } from "../../session/api";
import { AuthCard } from "../../ui/AuthCard";
import { TextField } from "../../ui/TextField";
import { isEmail, MESSAGES } from "../../ui/validation";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { FormAlert } from "../../ui/FormAlert";
import { Form } from "../../ui/Form";

/** What the Google sign-in callback left in the fragment (never sent to a server): the new session's token. */
function oauthHandoff(): { token: string; userId: string } | null {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const token = hash.get("oauthToken");
  const userId = hash.get("userId");
  return token && userId ? { token, userId } : null;
}

export function LoginPage() {
  const [handoff] = useState(oauthHandoff);
  useSignedInRedirect(handoff !== null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>(() => ({
    form: new URLSearchParams(window.location.search).get("oauthError") ?? undefined,
  }));
  const [busy, setBusy] = useState(handoff !== null);
  // "Continue with Google" only where this server has Google credentials (GET /users/oauth/providers).
  const [signIn, setSignIn] = useState<string[]>([]);
  useEffect(() => {
    api<{ signIn: string[] }>("/users/oauth/providers", { skipAuthRedirect: true })
      .then((r) => setSignIn(r.signIn))
      .catch(() => setSignIn([]));
  }, []);

  // Signed in with Google: load that account with the token the callback made, keep it as the session, start afresh.
  useEffect(() => {
    if (!handoff) return;
    window.history.replaceState(null, "", window.location.pathname);
    api<UserResponse>(`/users/${handoff.userId}`, { token: handoff.token, skipAuthRedirect: true })
      .then((res) => {
        adoptSession({ ...res, token: handoff.token });
        window.location.assign("/");
      })
      .catch((err: unknown) => {
        setErrors({ form: err instanceof ApiError ? err.message : "Signing in with Google failed, please try again." });
        setBusy(false);
      });
  }, [handoff]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next = { email: isEmail(email) ? undefined : MESSAGES.email, password: password ? undefined : MESSAGES.password };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      adoptSession(await api<UserResponse>("/users/login", { method: "POST", body: { email, password }, skipAuthRedirect: true }));
      window.location.assign("/"); // a new user: start from a fresh page and store
    } catch (err) {
      setErrors({
        form:
          err instanceof ApiError && err.status === 401
            ? "Invalid email or password"
            : err instanceof ApiError && err.key === "RATE_LIMITED"
              ? err.message
              : "An unknown error occurred, please check your input and try again.",
      });
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Log In"
      footer={
        <Text>
          New here?{" "}
          <Link asChild color="brand.fg">
            <RouterLink to="/pages/register">Create an account</RouterLink>
          </Link>
        </Text>
      }
    >
      <Form gap="4" onSubmit={submit}>
        <FormAlert message={errors.form} />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} autoFocus />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
        <Button type="submit" colorPalette="brand" loading={busy}>
          Log In
        </Button>
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="center">
          <RouterLink to="/pages/forgot">Forgot your password?</RouterLink>
        </Link>
        {/* Sign-in with the general provider links or creates the account by its verified email (server side). */}
        {signIn.includes("google") && (
          <>
            <Separator />
            <Button asChild variant="outline">
              <a href="/api_v1/users/login/google">Continue with Google</a>
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
