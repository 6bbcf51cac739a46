import { requireSession } from "../../context.js";
import { DomainError } from "../../errors.js";
import type { RestHandler, RestRequest } from "../../rest/types.js";
import { saveSetting } from "./saveSetting.js";
import { getSetting, settingsView } from "./settings.service.js";

function ownUser({ ctx, params }: RestRequest) {
  const { user } = requireSession(ctx);
  if (user.id !== params.id) throw new DomainError("FORBIDDEN");
  return user;
}

export const handleGetSetting: RestHandler = async (req) => {
  const user = ownUser(req);
  return { key: req.params.key, value: await getSetting(req.ctx.db, user.id, req.params.key!) };
};

/** PUT body `{ value }`; object settings merge, so `{ value: { theme: "snow" } }` changes only the theme. */
export const handlePutSetting: RestHandler = async (req) => {
  const user = ownUser(req);
  const body = req.body as { value?: unknown } | undefined;
  const value = await saveSetting(req.ctx, user, req.params.key!, body?.value);
  return { key: req.params.key, value, settings: await settingsView(req.ctx.db, user, req.ctx.config) };
};
