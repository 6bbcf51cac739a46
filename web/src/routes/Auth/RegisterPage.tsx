import { Button, Link, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { adoptSession, api, ApiError, type UserResponse } from "../../session/api";
import { readSession } from "../../session/cookie";
import { AuthCard } from "../../ui/AuthCard";
import { TextField } from "../../ui/TextField";
import { isEmail, isPassword, isUsername, MESSAGES } from "../../ui/validation";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { FormAlert } from "../../ui/FormAlert";
import { Form } from "../../ui/Form";

type Errors = Partial<Record<"username" | "email" | "password" | "form", string>>;

/** Registration. Signed in as a guest, the guest account itself is registered and keeps its data. */
export function RegisterPage() {
  useSignedInRedirect();
  const [form, setForm] = useState({ username: "", email: "", password: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const guest = readSession()?.settings.accountSettings.isGuest ?? false;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      username: isUsername(form.username) ? undefined : MESSAGES.username,
      email: isEmail(form.email) ? undefined : MESSAGES.email,
      password: isPassword(form.password) ? undefined : MESSAGES.password,
    };
    setErrors(next);
    if (next.username || next.email || next.password) return;
    setBusy(true);
    try {
      adoptSession(await api<UserResponse>("/users", { method: "POST", body: form, skipAuthRedirect: true }));
      window.location.assign("/");
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else if (err instanceof ApiError && err.key === "DUPLICATE_USERNAME") setErrors({ username: err.message });
      else if (err instanceof ApiError && err.key === "DUPLICATE_EMAIL") setErrors({ email: err.message });
      else setErrors({ form: err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : "An unknown error occurred, please check your input and try again." });
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Register"
      subtitle={guest ? "Keep everything you have set up as a guest." : undefined}
      footer={
        <Text>
          Already have an account?{" "}
          <Link asChild color="brand.fg">
            <RouterLink to="/pages/login">Log in</RouterLink>
          </Link>
        </Text>
      }
    >
      <Form gap="4" onSubmit={submit}>
        <FormAlert message={errors.form} />
        <TextField label="Username" name="username" autoComplete="username" value={form.username} onChange={set("username")} error={errors.username} autoFocus />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={set("email")} error={errors.email} />
        <TextField label="Password" name="password" type="password" autoComplete="new-password" value={form.password} onChange={set("password")} error={errors.password} />
        <Button type="submit" colorPalette="brand" loading={busy}>
          Register
        </Button>
      </Form>
    </AuthCard>
  );
}
