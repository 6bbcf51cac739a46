import { Button, Heading, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { ProfileForm_user$key } from "../../__generated__/ProfileForm_user.graphql";
import type { ProfileFormMutation, UpdateProfileInput } from "../../__generated__/ProfileFormMutation.graphql";
import { TextField } from "../../ui/TextField";
import { notifySuccess } from "../../ui/toaster";
import { isEmail, isPassword, isUsername, MESSAGES } from "../../ui/validation";
import { FormAlert } from "../../ui/FormAlert";
import { Form } from "../../ui/Form";

type Errors = Partial<Record<"email" | "username" | "password" | "currentPassword" | "confirmPassword" | "form", string>>;

/** Email, username and password. Only changed fields are sent; a new password needs the current one. */
export function ProfileForm(props: { user: ProfileForm_user$key }) {
  const user = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        email
        username
        hasSetPassword
      }
    `,
    props.user,
  );
  const [commit, busy] = useMutation<ProfileFormMutation>(graphql`
    mutation ProfileFormMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ... on AuthPayload {
          user {
            ...ProfileForm_user
            ...UserMenu_viewer
            ...BottomBar_viewer
          }
        }
        ... on Error {
          message
          displayMessageKey
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
      }
    }
  `);
  const [form, setForm] = useState({ email: user.email ?? "", username: user.username ?? "", currentPassword: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Errors>({});
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input: UpdateProfileInput = {};
    const next: Errors = {};
    if (form.email !== (user.email ?? "")) {
      if (!isEmail(form.email)) next.email = MESSAGES.email;
      input.email = form.email.trim();
    }
    if (form.username !== (user.username ?? "")) {
      if (!isUsername(form.username)) next.username = MESSAGES.username;
      input.username = form.username.trim();
    }
    if (form.password) {
      if (!isPassword(form.password)) next.password = MESSAGES.password;
      if (form.password !== form.confirmPassword) next.confirmPassword = MESSAGES.mismatch;
      if (user.hasSetPassword && !form.currentPassword) next.currentPassword = "Please re-enter your current password to change your password.";
      input.password = form.password;
      if (form.currentPassword) input.currentPassword = form.currentPassword;
    }
    setErrors(next);
    if (Object.keys(next).length || Object.keys(input).length === 0) return;
    commit({
      variables: { input },
      onCompleted: ({ updateProfile: r }) => {
        if (r.__typename === "AuthPayload") {
          notifySuccess(input.password ? "Password updated successfully!" : "Profile updated successfully!");
          setForm((f) => ({ ...f, currentPassword: "", password: "", confirmPassword: "" }));
          return;
        }
        if (r.__typename === "ValidationError" && r.fields?.length) {
          setErrors(Object.fromEntries(r.fields.map((f) => [f.field, f.message])));
        } else if ("displayMessageKey" in r && r.displayMessageKey === "DUPLICATE_EMAIL") setErrors({ email: r.message });
        else if ("displayMessageKey" in r && r.displayMessageKey === "DUPLICATE_USERNAME") setErrors({ username: r.message });
        else if ("displayMessageKey" in r && (r.displayMessageKey === "INVALID_PASSWORD" || r.displayMessageKey === "CURRENT_PASSWORD_REQUIRED")) {
          setErrors({ currentPassword: r.message });
        } else setErrors({ form: "message" in r && r.message ? r.message : "An unknown error occurred, please try again." });
      },
      onError: () => setErrors({ form: "An unknown error occurred, please try again." }),
    });
  };

  return (
    <Form gap="5" maxW="md" onSubmit={submit}>
      <FormAlert message={errors.form} />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={set("email")} error={errors.email} />
      <TextField label="Username" name="username" autoComplete="username" value={form.username} onChange={set("username")} error={errors.username} />
      <Heading as="h3" size="sm" pt="2">
        {user.hasSetPassword ? "Change password" : "Set a password"}
      </Heading>
      {user.hasSetPassword && (
        <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={form.currentPassword} onChange={set("currentPassword")} error={errors.currentPassword} />
      )}
      {/* Changing: the field is the new password (the current one is asked above). Setting a first one: just a password. */}
      <TextField label={user.hasSetPassword ? "New password" : "Password"} name="password" type="password" autoComplete="new-password" value={form.password} onChange={set("password")} error={errors.password} />
      <TextField
        label={user.hasSetPassword ? "Confirm new password" : "Confirm password"}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set("confirmPassword")}
        error={errors.confirmPassword}
      />
      <Text fontSize="sm" color="fg.muted">
        Changing your password signs out your other devices.
      </Text>
      <Button type="submit" colorPalette="brand" loading={busy} alignSelf="start">
        Save
      </Button>
    </Form>
  );
}
