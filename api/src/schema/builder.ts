import SchemaBuilder from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type { RequestContext } from "../context.js";
import type PrismaTypes from "../generated/pothos-types.js";
import { getDatamodel } from "../generated/pothos-types.js";

/** The one schema builder: plugins and scalar typing only; every type lives beside its domain. */
export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
  PrismaTypes: PrismaTypes;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin, DataloaderPlugin],
  // Non-null unless a field says otherwise: the generated Relay types then need no null checks.
  defaultFieldNullability: false,
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
  },
  errors: { defaultTypes: [] },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
