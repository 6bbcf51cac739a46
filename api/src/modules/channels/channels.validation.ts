import { z } from "zod";

/** Spec part 3 sections 5 and 9: a channel's name, description and prompt instructions, in characters. */
export const CHANNEL_LIMITS = { name: 128, description: 1028, promptInstructions: 512 } as const;
/** Spec part 3 section 5. */
export const NAME_REQUIRED = "Name required";
/** Digests a channel page answers at once (the spec is silent; the player lists a day's stories or so). */
export const CHANNEL_DIGEST_PAGE_SIZE = 20;
export const CHANNEL_DIGEST_PAGE_MAX = 50;

const text = (what: string) => z.string({ error: `${what} must be text` });

/** POST and PATCH /channels bodies (spec part 3 section 7: name, description, properties); PATCH changes what it names. */
export const channelBodySchema = z.object({
  name: z.string({ error: NAME_REQUIRED }).nullish(),
  description: text("Description").nullish(),
  enabled: z.boolean({ error: "Enabled must be true or false" }).optional(),
  properties: z
    .object({ channelPromptInstructions: text("Prompt instructions").nullish() }, { error: "Properties must be an object" })
    .strict()
    .nullish(),
});
export type ChannelBody = z.infer<typeof channelBodySchema>;

/** What a channel stores once a body is merged over it (or over the empty channel, on create). */
export interface ChannelDraft {
  name: string;
  description: string;
  enabled: boolean;
  promptInstructions: string;
}

/** Merges a body over a draft and checks it (spec part 3 section 5), every problem at once, keyed by field. */
export function resolveChannel(body: ChannelBody, base: ChannelDraft, isCreate: boolean): { draft: ChannelDraft; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const draft = { ...base };
  if (body.name !== undefined || isCreate) {
    draft.name = (body.name ?? "").trim();
    if (!draft.name) fields.name = NAME_REQUIRED;
    else if (draft.name.length > CHANNEL_LIMITS.name) fields.name = `Name must be at most ${CHANNEL_LIMITS.name} characters`;
  }
  if (body.description !== undefined) {
    draft.description = (body.description ?? "").trim();
    if (draft.description.length > CHANNEL_LIMITS.description) fields.description = `Description must be at most ${CHANNEL_LIMITS.description} characters`;
  }
  if (body.enabled !== undefined) draft.enabled = body.enabled;
  if (body.properties?.channelPromptInstructions !== undefined) {
    draft.promptInstructions = (body.properties.channelPromptInstructions ?? "").trim();
    if (draft.promptInstructions.length > CHANNEL_LIMITS.promptInstructions) {
      fields["properties.channelPromptInstructions"] = `Prompt instructions must be at most ${CHANNEL_LIMITS.promptInstructions} characters`;
    }
  }
  return { draft, fields };
}

/** GET /channels/{id}?digestsOlderThan=&limit= */
export const channelPageSchema = z.object({
  digestsOlderThan: z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), "digestsOlderThan must be an ISO date")
    .transform((v) => new Date(v))
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${CHANNEL_DIGEST_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${CHANNEL_DIGEST_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${CHANNEL_DIGEST_PAGE_MAX}`)
    .max(CHANNEL_DIGEST_PAGE_MAX, `limit must be a whole number from 1 to ${CHANNEL_DIGEST_PAGE_MAX}`)
    .default(CHANNEL_DIGEST_PAGE_SIZE),
});
