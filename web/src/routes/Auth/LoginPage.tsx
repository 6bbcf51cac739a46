import { Button, Link, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { adoptSession, api, ApiError, type UserResponse } from "../../session/api";
import { AuthCard } from "../../ui/AuthCard";
import { TextField } from "../../ui/TextField";
import { isEmail, MESSAGES } from "../../ui/validation";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { FormAlert } from "../../ui/FormAlert";
import { Form } from "../../ui/Form";

export function LoginPage() {
  useSignedInRedirect();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

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
      </Form>
    </AuthCard>
  );
}
