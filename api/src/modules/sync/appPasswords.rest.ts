import { requireSession } from "../../context.js";
import { DomainError } from "../../errors.js";
import type { RestHandler, RestRequest } from "../../rest/types.js";
import type { AppPasswordView } from "./appPasswords.service.js";

/** App passwords are one's own: another user's id is FORBIDDEN, as for settings (admins included). */
function ownUser({ ctx, params }: RestRequest) {
  const { user } = requireSession(ctx);
  if (user.id !== params.id) throw new DomainError("FORBIDDEN");
  return user;
}

const present = (p: AppPasswordView) => ({ id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt });

/** GET /users/{id}/app-passwords → `{ appPasswords }` keyed by id (like every collection), oldest first. */
export const handleListAppPasswords: RestHandler = async (req) => {
  const list = await req.ctx.services.appPasswords.list(ownUser(req));
  return { appPasswords: Object.fromEntries(list.map((p) => [p.id, present(p)])) };
};

/** POST /users/{id}/app-passwords `{ name }` → `{ id, name, password, createdAt }`: the password is never shown again. */
export const handleCreateAppPassword: RestHandler = async (req) => {
  const { appPassword, password } = await req.ctx.services.appPasswords.create(ownUser(req), req.body, req.ctx.meta);
  return { ...present(appPassword), password };
};

/** DELETE /users/{id}/app-passwords/{appPasswordId}: apps using it stop working at once. */
export const handleDeleteAppPassword: RestHandler = async (req) => ({
  deletedAppPasswordId: await req.ctx.services.appPasswords.remove(ownUser(req), req.params.appPasswordId!),
});
