import { encodeGlobalID } from "@pothos/plugin-relay";
import { NIL_UUID } from "../../lib/ids.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { withErrors } from "../../schema/errors.graphql.js";
import { rawId } from "../../schema/globalIds.js";
import { WithViewer } from "../../schema/withViewer.js";
import { UserType } from "../users/users.graphql.js";
import { FEVER_PATH, GREADER_PREFIX } from "./syncPaths.js";

/** An app password (issue 20): what the account's settings list. The secret is shown once, in createAppPassword's answer. */
builder.prismaNode("AppPassword", {
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id, userId: ctx.session?.user.id ?? NIL_UUID }),
  fields: (t) => ({
    appPasswordId: t.exposeString("id", { description: "The raw id used by the REST API." }),
    name: t.exposeString("name", { description: "The app (and device) it was made for." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "When an app last signed in or synced with it (to the minute)." }),
  }),
});

interface SyncServerShape {
  publicUrl: string;
  email: string | null;
}

const SyncServerType = builder.objectRef<SyncServerShape>("SyncServer").implement({
  description: "What a sync app asks for: the server address of its protocol and the account name to sign in with.",
  fields: (t) => ({
    googleReaderUrl: t.string({ description: "For apps that speak the Google Reader API (\"FreshRSS\" or \"Google Reader\" server type).", resolve: (s) => `${s.publicUrl}${GREADER_PREFIX}` }),
    feverUrl: t.string({ description: "For apps that speak the Fever API.", resolve: (s) => `${s.publicUrl}${FEVER_PATH}` }),
    username: t.string({ nullable: true, description: "The account's email: the user name both protocols sign in with.", resolve: (s) => s.email }),
  }),
});

builder.objectFields(UserType, (t) => ({
  appPasswords: t.prismaField({
    type: ["AppPassword"],
    description: "The user's app passwords, oldest first (only the user sees them, admins too see none).",
    resolve: (query, u, _a, ctx) =>
      ctx.session?.user.id === u.id ? ctx.db.appPassword.findMany({ ...query, where: { userId: u.id }, orderBy: { createdAt: "asc" } }) : [],
  }),
  syncServer: t.field({
    type: SyncServerType,
    resolve: (u, _a, ctx) => ({ publicUrl: ctx.config.publicUrl, email: u.email }),
  }),
}));

const CreatePayload = builder.objectRef<{ userId: string; appPasswordId: string; password: string }>("CreateAppPasswordPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    appPassword: t.prismaField({ type: "AppPassword", resolve: (query, p, _a, ctx) => ctx.db.appPassword.findUniqueOrThrow({ ...query, where: { id: p.appPasswordId } }) }),
    password: t.exposeString("password", { description: "Shown this once: only digests of it are kept." }),
  }),
});

const DeletePayload = builder.objectRef<{ userId: string; appPasswordId: string }>("DeleteAppPasswordPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({ deletedAppPasswordId: t.id({ resolve: (p) => encodeGlobalID("AppPassword", p.appPasswordId) }) }),
});

const CreateInput = builder.inputType("CreateAppPasswordInput", { fields: (t) => ({ name: t.string({ required: true }) }) });
const DeleteInput = builder.inputType("DeleteAppPasswordInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

builder.mutationFields((t) => ({
  createAppPassword: t.field({
    type: CreatePayload,
    errors: withErrors,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const { appPassword, password } = await ctx.services.appPasswords.create(user, { name: input.name }, ctx.meta);
      return { userId: user.id, appPasswordId: appPassword.id, password };
    },
  }),
  deleteAppPassword: t.field({
    type: DeletePayload,
    errors: withErrors,
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const appPasswordId = await ctx.services.appPasswords.remove(user, rawId(input.id, "AppPassword"));
      return { userId: user.id, appPasswordId };
    },
  }),
}));
