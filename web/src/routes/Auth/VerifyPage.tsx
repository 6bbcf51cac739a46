import { Alert, Button, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { adoptSession, api, ApiError, type UserResponse } from "../../session/api";
import { AuthCard } from "../../ui/AuthCard";
import { TextField } from "../../ui/TextField";
import { notifySuccess } from "../../ui/toaster";
import { isPassword, MESSAGES } from "../../ui/validation";
import { Form } from "../../ui/Form";

type State = { kind: "verifying" } | { kind: "failed" } | { kind: "verified"; needsPassword: boolean; userId: string } | { kind: "no-token" };

const REDIRECT_AFTER_MS = 2500;

/**
 * Follows the mailed verification link. Verifying signs the user in; an account without a password (a
 * claimed guest) sets one here, otherwise the page moves on to /.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [state, setState] = useState<State>(token ? { kind: "verifying" } : { kind: "no-token" });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true; // the token works once; StrictMode must not spend it twice
    api<UserResponse>("/users/verify", { method: "POST", body: { token }, skipAuthRedirect: true })
      .then((res) => {
        adoptSession(res);
        const needsPassword = !res.settings.accountSettings.hasSetPassword;
        setState({ kind: "verified", needsPassword, userId: res.user.id });
        if (!needsPassword) window.setTimeout(() => window.location.assign("/"), REDIRECT_AFTER_MS);
      })
      .catch(() => setState({ kind: "failed" }));
  }, [token]);

  return (
    <AuthCard title="Verify Email">
      <Stack gap="4">
        {state.kind === "verifying" && (
          <Stack direction="row" align="center" gap="3">
            <Spinner size="sm" />
            <Text>Verifying your email…</Text>
          </Stack>
        )}
        {state.kind === "no-token" && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{MESSAGES.noToken}</Alert.Title>
          </Alert.Root>
        )}
        {state.kind === "failed" && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>
              Unable to verify email; the token may be invalid or expired. Please try requesting a new verification email.
            </Alert.Title>
          </Alert.Root>
        )}
        {state.kind === "verified" && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>Email successfully verified!</Alert.Title>
          </Alert.Root>
        )}
        {state.kind === "verified" && state.needsPassword && <SetPasswordForm userId={state.userId} />}
        {state.kind !== "verifying" && !(state.kind === "verified" && state.needsPassword) && (
          <Link asChild color="brand.fg">
            <RouterLink to="/">Continue to Rivulet</RouterLink>
          </Link>
        )}
      </Stack>
    </AuthCard>
  );
}

function SetPasswordForm({ userId }: { userId: string }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next = { password: isPassword(password) ? undefined : MESSAGES.password, confirm: confirm === password ? undefined : MESSAGES.mismatch };
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      await api(`/users/${userId}`, { method: "PATCH", body: { password }, skipAuthRedirect: true });
      notifySuccess("Password updated successfully!");
      window.location.assign("/");
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.message : "An unknown error occurred, please try again." });
      setBusy(false);
    }
  };
  return (
    <Form gap="4" onSubmit={submit}>
      <Text>Choose a password to finish setting up your account.</Text>
      {errors.form && <Text color="fg.error">{errors.form}</Text>}
      <TextField label="Password" name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} />
      <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
      <Button type="submit" colorPalette="brand" loading={busy}>
        Set Password
      </Button>
    </Form>
  );
}
