import { forgetViewerCounts } from "../../core/viewerCounts.js";
import { sessionOf } from "../../schema/auth.js";
import { builder } from "../../schema/builder.js";
import { WithViewer } from "../../schema/withViewer.js";
import { USER_ERRORS } from "../../schema/errors.graphql.js";
import { optionalRawId } from "../../schema/globalIds.js";
import { SubscribeResultType } from "./subscriptions.graphql.js";
import type { SubscribeResult } from "./subscriptions.service.js";

const OpmlExportType = builder.objectRef<{ fileName: string; opml: string }>("OpmlExport").implement({
  fields: (t) => ({
    fileName: t.exposeString("fileName", { description: "The spec's {username}-opml-export download name." }),
    opml: t.exposeString("opml", { description: "OPML 2.0 text." }),
  }),
});

builder.queryField("opmlExport", (t) =>
  t.field({
    type: OpmlExportType,
    description: "The viewer's reading list (or one folder) as OPML, in their order.",
    args: { folderId: t.arg.id() },
    resolve: (_r, { folderId }, ctx) => ctx.services.opml.exportOpml(sessionOf(ctx).user, optionalRawId(folderId, "Folder")),
  }),
);

const ImportOpmlPayload = builder.objectRef<{ userId: string; results: SubscribeResult[]; foldersCreated: number }>("ImportOpmlPayload").implement({
  interfaces: [WithViewer],
  fields: (t) => ({
    results: t.field({ type: [SubscribeResultType], resolve: (p) => p.results }),
    foldersCreated: t.exposeInt("foldersCreated"),
  }),
});

const ImportOpmlInput = builder.inputType("ImportOpmlInput", { fields: (t) => ({ opml: t.string({ required: true }) }) });

builder.mutationField("importOpml", (t) =>
  t.field({
    type: ImportOpmlPayload,
    errors: { types: USER_ERRORS, directResult: true },
    description: "Imports a whole OPML file: nested outlines become folders, duplicates are skipped.",
    args: { input: t.arg({ type: ImportOpmlInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { user } = sessionOf(ctx);
      const { results, foldersCreated } = await ctx.services.opml.importOpml(user, { opml: input.opml });
      forgetViewerCounts(ctx);
      return { userId: user.id, results, foldersCreated };
    },
  }),
);
