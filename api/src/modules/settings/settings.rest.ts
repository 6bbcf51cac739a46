import { requireSession } from "../../context.js";
import { DomainError } from "../../errors.js";
import type { RestHandler, RestRequest } from "../../rest/types.js";

function ownUser({ ctx, params }: RestRequest) {
  const { user } = requireSession(ctx);
  if (user.id !== params.id) throw new DomainError("FORBIDDEN");
  return user;
}

export const handleGetSetting: RestHandler = async (req) => {
  const user = ownUser(req);
  return { key: req.params.key, value: await req.ctx.services.settings.get(user.id, req.params.key!) };
};

/** PUT body `{ value }`; object settings merge, so `{ value: { theme: "snow" } }` changes only the theme. */
export const handlePutSetting: RestHandler = async (req) => {
  const user = ownUser(req);
  const body = req.body as { value?: unknown } | undefined;
  const value = await req.ctx.services.settings.save(user, req.params.key!, body?.value);
  return { key: req.params.key, value, settings: await req.ctx.services.settings.view(user) };
};
