import { DomainError, ERROR_TABLE, ValidationFailure, type ErrorKey } from "../errors.js";
import { builder } from "./builder.js";

export const ErrorKeyEnum = builder.enumType("ErrorKey", {
  description: "The spec's display_message_key values.",
  values: Object.keys(ERROR_TABLE) as ErrorKey[],
});

/** Every result-union error implements this, so clients can always select `... on Error { message }`. */
export const ErrorInterface = builder.interfaceRef<DomainError>("Error").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    displayMessageKey: t.field({ type: ErrorKeyEnum, resolve: (e) => e.key }),
  }),
});

const FieldError = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

builder.objectType(DomainError, {
  name: "UserError",
  description: "An outcome the user can act on (duplicate email, wrong password, a tier limit, …).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof DomainError && !(value instanceof ValidationFailure),
  fields: (t) => ({
    retryAfterSeconds: t.int({ nullable: true, resolve: (e) => e.retryAfterSeconds ?? null }),
    upgradeUrl: t.string({
      nullable: true,
      description: "For tier-limit errors: where to upgrade (the spec's 'Upgrade your account' link).",
      resolve: (e) => (/^MAX_.*_REACHED$/.test(e.key) ? "/settings#billing" : null),
    }),
  }),
});

builder.objectType(ValidationFailure, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationFailure,
  fields: (t) => ({
    fields: t.field({
      type: [FieldError],
      resolve: (e) => Object.entries(e.fields).map(([field, message]) => ({ field, message })),
    }),
  }),
});

/** The error classes every mutation with a result union handles. */
export const USER_ERRORS = [ValidationFailure, DomainError];

/** A mutation's `errors` option: its result is a union of the payload and the user errors above. */
export const withErrors = { types: USER_ERRORS, directResult: true } as const;
