import { Badge, Button, Field, HStack, Input, NativeSelect, Separator, Stack, Switch, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { AdminUpdateUserInput, UserPropertiesFormMutation } from "../../__generated__/UserPropertiesFormMutation.graphql";
import type { UserPropertiesForm_user$data, UserPropertiesForm_user$key } from "../../__generated__/UserPropertiesForm_user.graphql";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { formatDateTime } from "../feeds/formatDate";
import { commitAsPromise } from "../subscriptions/commitAsPromise";
import { AuditLogList } from "./AuditLogList";
import { tierLabel } from "./tierLabel";

/** Spec part 3 section 8: "Failed to update user. {message}". */
export const userUpdateFailed = (message: string) => `Failed to update user. ${message}`;

/** Spec part 3 section 9: a gift of Pro ends 30 days ahead unless the admin picks another day. */
export const GIFT_DEFAULT_DAYS = 30;

/** The date input's value (YYYY-MM-DD, local) `days` from now. */
export function dateInDays(days: number, now = new Date()): string {
  const d = new Date(now.getTime() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

const mutation = graphql`
  mutation UserPropertiesFormMutation($input: AdminUpdateUserInput!) {
    adminUpdateUser(input: $input) {
      __typename
      ... on AdminUserPayload {
        message
        user {
          ...UserPropertiesForm_user
        }
      }
      ...commitAsPromise_error @alias(as: "error")
    }
  }
`;

type User = UserPropertiesForm_user$data;

interface FormState {
  username: string;
  email: string;
  hasVerifiedEmail: boolean;
  isAdmin: boolean;
}

const formOf = (u: User): FormState => ({
  username: u.username ?? "",
  email: u.email ?? "",
  hasVerifiedEmail: u.hasVerifiedEmail,
  isAdmin: u.settings.accountSettings.isAdmin,
});

/**
 * The user properties modal's content (spec part 3 sections 2 and 7; admins only): the account's username,
 * email and its verification, the admin role, a gift of Pro (30 days ahead by default) and who changed what.
 * Toasts are the spec's: "User updated successfully.", "Gift subscription sent successfully.", "Failed to update
 * user. {message}".
 */
export function UserPropertiesForm(props: { user: UserPropertiesForm_user$key; products: ReadonlyArray<{ id: string; name: string }>; viewerId: string }) {
  const user = useFragment(
    graphql`
      fragment UserPropertiesForm_user on User {
        id
        userId
        username
        email
        isGuest
        createdAt
        hasVerifiedEmail
        settings {
          accountSettings {
            isAdmin
            tier
            premiumUntil
          }
        }
        auditLog {
          ...AuditLogList_entries
        }
      }
    `,
    props.user,
  );
  // A new form whenever the stored user changes (after a save), starting from what the server answered.
  return <Form key={JSON.stringify(formOf(user))} user={user} products={props.products} self={user.userId === props.viewerId} />;
}

function Form(props: { user: User; products: ReadonlyArray<{ id: string; name: string }>; self: boolean }) {
  const { user } = props;
  const environment = useRelayEnvironment();
  const initial = formOf(user);
  const [form, setForm] = useState(initial);
  const [product, setProduct] = useState(props.products[0]?.id ?? "");
  const [endDate, setEndDate] = useState(dateInDays(GIFT_DEFAULT_DAYS));
  const [busy, setBusy] = useState<"save" | "gift" | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const changes: Omit<AdminUpdateUserInput, "id"> = {};
  if (form.username.trim() !== initial.username) changes.username = form.username.trim();
  if (form.email.trim().toLowerCase() !== initial.email) changes.email = form.email.trim();
  if (form.hasVerifiedEmail !== initial.hasVerifiedEmail) changes.hasVerifiedEmail = form.hasVerifiedEmail;
  if (form.isAdmin !== initial.isAdmin) changes.isAdmin = form.isAdmin;
  const dirty = Object.keys(changes).length > 0;

  const send = async (input: Omit<AdminUpdateUserInput, "id">, which: "save" | "gift") => {
    setBusy(which);
    const r = await commitAsPromise<UserPropertiesFormMutation, string>(
      environment,
      { mutation, variables: { input: { id: user.id, ...input } } },
      (res) => ({ result: res.adminUpdateUser, value: res.adminUpdateUser.message ?? "" }),
    );
    setBusy(null);
    if (r.ok) notifySuccess(r.value);
    else notifyError(userUpdateFailed(r.error.message ?? ""));
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (dirty) void send(changes, "save");
  };
  // The chosen day's end in the admin's own time zone.
  const gift = () => void send({ giftProductId: product, giftProductEndDate: new Date(`${endDate}T23:59:59`).toISOString() }, "gift");
  const { tier, premiumUntil } = user.settings.accountSettings;

  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={tier === "pro" ? "green" : "gray"}>{tierLabel(tier, premiumUntil)}</Badge>
        {user.isGuest && <Badge>Guest</Badge>}
        <Text fontSize="sm" color="fg.muted">
          Joined {formatDateTime(user.createdAt)} · {user.userId}
        </Text>
      </HStack>

      <form onSubmit={save} aria-label="User">
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Username</Field.Label>
            <Input value={form.username} onChange={(e) => set("username", e.target.value)} autoComplete="off" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input type="email" value={form.email} onChange={(e) => set("email", e.target.value)} autoComplete="off" />
            <Field.HelperText>A new address is unverified unless you mark it verified.</Field.HelperText>
          </Field.Root>
          <Switch.Root checked={form.hasVerifiedEmail} onCheckedChange={(e) => set("hasVerifiedEmail", e.checked)} colorPalette="brand" disabled={!form.email}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Email verified</Switch.Label>
          </Switch.Root>
          <Stack gap="1">
            <Switch.Root checked={form.isAdmin} onCheckedChange={(e) => set("isAdmin", e.checked)} colorPalette="brand" disabled={props.self}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Administrator</Switch.Label>
            </Switch.Root>
            {props.self && (
              <Text fontSize="sm" color="fg.muted">
                You cannot remove your own admin role.
              </Text>
            )}
          </Stack>
          <HStack>
            <Button type="submit" colorPalette="brand" disabled={!dirty} loading={busy === "save"}>
              Save changes
            </Button>
          </HStack>
        </Stack>
      </form>

      <Separator />

      <Stack gap="3" as="section" aria-label="Gift Pro">
        <Text fontWeight="semibold">Gift a subscription</Text>
        <Text fontSize="sm" color="fg.muted">
          {premiumUntil && Date.parse(premiumUntil) > Date.now()
            ? `Pro until ${formatDateTime(premiumUntil)}. A new gift sets a new end.`
            : "The account gets Pro until the end date, then returns to its plan. Nothing is charged."}
        </Text>
        <HStack gap="3" align="end" wrap="wrap">
          {props.products.length > 1 && (
            <Field.Root w="auto">
              <Field.Label>Product</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={product} onChange={(e) => setProduct(e.target.value)}>
                  {props.products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root w="auto">
            <Field.Label>Until</Field.Label>
            <Input size="sm" type="date" value={endDate} min={dateInDays(1)} onChange={(e) => setEndDate(e.target.value)} />
          </Field.Root>
          <Button size="sm" colorPalette="purple" disabled={!endDate || !product} loading={busy === "gift"} onClick={gift}>
            Gift {props.products.find((p) => p.id === product)?.name ?? "Pro"}
          </Button>
        </HStack>
      </Stack>

      <Separator />
      <AuditLogList entries={user.auditLog} />
    </Stack>
  );
}
