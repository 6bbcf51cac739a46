import { Button, Link } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { api, ApiError } from "../../session/api";
import { AuthCard } from "../../ui/AuthCard";
import { TextField } from "../../ui/TextField";
import { isEmail, MESSAGES } from "../../ui/validation";
import { FormAlert } from "../../ui/FormAlert";
import { Form } from "../../ui/Form";

export function ForgotPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) return setError(MESSAGES.email);
    setError(undefined);
    setBusy(true);
    try {
      await api("/users/forgot", { method: "POST", body: { email }, skipAuthRedirect: true });
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError && (err.status === 401 || err.status === 400) ? MESSAGES.email : err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot Password" subtitle="We will email you a link to choose a new password.">
      <Form gap="4" onSubmit={submit}>
        <FormAlert status="success" message={sent ? "Reset password email sent if user exists" : undefined} />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={error} autoFocus />
        <Button type="submit" colorPalette="brand" loading={busy}>
          Send Reset Link
        </Button>
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="center">
          <RouterLink to="/pages/login">Back to log in</RouterLink>
        </Link>
      </Form>
    </AuthCard>
  );
}
