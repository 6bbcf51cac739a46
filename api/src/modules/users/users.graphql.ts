import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import type { User } from "../../generated/prisma/client.js";
import { SettingsType } from "../settings/settings.graphql.js";
import { NIL_UUID } from "../../lib/ids.js";
import { loadsNoRelations } from "../../schema/prismaQuery.js";


/** A user is visible only to itself (and admins): node(id) for anyone else resolves to null. */
export const UserType = builder.prismaNode("User", {
  id: { field: "id" },
  findUnique: (id, ctx) => {
    const viewer = ctx.session?.user;
    return { id: viewer && (viewer.id === id || viewer.isAdmin) ? id : NIL_UUID };
  },
  fields: (t) => ({
    userId: t.exposeString("id", { description: "The raw id used by the REST API." }),
    username: t.exposeString("username", { nullable: true }),
    email: t.exposeString("email", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    isGuest: t.exposeBoolean("isGuest"),
    hasVerifiedEmail: t.boolean({ resolve: (u) => u.emailVerifiedAt !== null }),
    hasSetPassword: t.boolean({ resolve: (u) => u.passwordHash !== null }),
    settings: t.field({ type: SettingsType, resolve: (u, _args, ctx) => ctx.services.settings.view(u) }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user (a guest counts); null without a valid token.",
    // The session was resolved with its user at this request's start: a selection of the user's own fields (every
    // screen's `viewer { id … }`) is answered from it; relations (readingList's folders…) load through Prisma.
    resolve: (query, _root, _args, ctx) => {
      if (!ctx.session) return null;
      if (loadsNoRelations(query)) return ctx.session.user;
      return ctx.db.user.findUnique({ ...query, where: { id: ctx.session.user.id } });
    },
  }),
);

interface AuthPayloadShape {
  user: User;
  token: string | null;
}

const AuthPayload = builder.objectRef<AuthPayloadShape>("AuthPayload").implement({
  description: "A user call's answer: the user and, when a session was opened, its bearer token.",
  fields: (t) => ({
    user: t.field({ type: UserType, resolve: (p) => p.user }),
    token: t.exposeString("token", { nullable: true }),
  }),
});

const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});
const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});
const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  description: "Only the fields sent change; a new password needs currentPassword when one is set.",
  fields: (t) => ({
    email: t.string(),
    username: t.string(),
    password: t.string(),
    currentPassword: t.string(),
  }),
});
const EmailInput = builder.inputType("RequestPasswordResetInput", {
  fields: (t) => ({ email: t.string({ required: true }) }),
});
const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({ token: t.string({ required: true }), password: t.string({ required: true }) }),
});
const VerifyEmailInput = builder.inputType("VerifyEmailInput", {
  fields: (t) => ({ token: t.string({ required: true }) }),
});

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v != null));
builder.mutationFields((t) => ({
  createGuest: t.field({
    type: AuthPayload,
    errors: withErrors,
    resolve: (_r, _a, ctx) => ctx.services.users.createGuest({ isGuest: true }, ctx.meta),
  }),
  register: t.field({
    type: AuthPayload,
    errors: withErrors,
    description: "Signed in as a guest, the guest account becomes the registered one and keeps its data.",
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.users.register(input, ctx.session, ctx.meta),
  }),
  login: t.field({
    type: AuthPayload,
    errors: withErrors,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.users.login(input, ctx.meta),
  }),
  logout: t.field({
    type: AuthPayload,
    description: "Ends this device's session: the account signed out, with token null (REST POST /users/logout alike).",
    resolve: async (_r, _a, ctx) => {
      const session = sessionOf(ctx);
      await ctx.services.users.logout(session);
      return { user: session.user, token: null };
    },
  }),
  updateProfile: t.field({
    type: AuthPayload,
    errors: withErrors,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const session = sessionOf(ctx);
      const user = await ctx.services.users.updateUser(session, session.user.id, defined(input));
      return { user, token: ctx.token };
    },
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    errors: withErrors,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await ctx.services.users.forgotPassword(input, ctx.meta);
      return { message: "Reset password email sent if user exists" };
    },
  }),
  resetPassword: t.field({
    type: AuthPayload,
    errors: withErrors,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ({ user: await ctx.services.users.resetPassword(input), token: null }),
  }),
  verifyEmail: t.field({
    type: AuthPayload,
    errors: withErrors,
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.users.verifyEmail(input, ctx.meta),
  }),
  resendVerification: t.field({
    type: MessagePayload,
    errors: withErrors,
    resolve: async (_r, _a, ctx) => {
      await ctx.services.users.resendVerification(sessionOf(ctx).user, ctx.meta);
      return { message: "Verification email sent" };
    },
  }),
}));
