import { Alert, Button } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { api, ApiError } from "../../session/api";
import { clearSession, readSession } from "../../session/cookie";
import { AuthCard } from "../../ui/AuthCard";
import { TextField } from "../../ui/TextField";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { isPassword, MESSAGES } from "../../ui/validation";
import { FormAlert } from "../../ui/FormAlert";
import { Form } from "../../ui/Form";

/** Choose a new password from the mailed link (?token=…); afterwards the user logs in again. */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) notifyError("The reset token is invalid. Please request a new reset email.");
  }, [token]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      password: isPassword(password) ? undefined : MESSAGES.password,
      confirm: !confirm ? MESSAGES.password : confirm !== password ? MESSAGES.mismatch : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    setBusy(true);
    try {
      await api("/users/reset", { method: "POST", body: { token, password }, skipAuthRedirect: true });
      notifySuccess("Password updated successfully!");
      // Spec: a reset logs the user out unless the current session is a guest (its token was revoked anyway).
      const current = readSession();
      if (current && !current.settings.accountSettings.isGuest) {
        clearSession();
        window.location.assign("/pages/login");
      } else {
        navigate("/pages/login", { replace: true });
      }
    } catch (err) {
      setErrors({ form: err instanceof ApiError ? err.message : "An unknown error occurred, please try again." });
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset Password">
      {!token ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.noToken}</Alert.Title>
        </Alert.Root>
      ) : (
        <Form gap="4" onSubmit={submit}>
          <FormAlert message={errors.form} />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} error={errors.password} autoFocus />
          <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} />
          <Button type="submit" colorPalette="brand" loading={busy}>
            Reset Password
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
