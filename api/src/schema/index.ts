import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.js";
import "./scalars.js";
import "./errors.graphql.js";
import "../modules/actions/actions.graphql.js";
import "../modules/comments/comments.graphql.js";
import "../modules/billing/billing.graphql.js";
import "../modules/content/content.graphql.js";
import "../modules/content/readState.graphql.js";
import "../modules/content/viewerUpdates.graphql.js";
import "../modules/contentTags/contentTags.graphql.js";
import "../modules/datafeeds/dataFeeds.graphql.js";
import "../modules/digests/digests.graphql.js";
import "../modules/feeds/feeds.graphql.js";
import "../modules/feedTags/feedTags.graphql.js";
import "../modules/filters/filters.graphql.js";
import "../modules/folders/folders.graphql.js";
import "../modules/subscriptions/subscriptions.graphql.js";
import "../modules/subscriptions/opml.graphql.js";
import "../modules/settings/settings.graphql.js";
import "../modules/users/users.graphql.js";
import "../modules/webfeeds/webFeeds.graphql.js";
import "../modules/users/oauth/oauth.graphql.js";
import "../modules/uploads/uploads.graphql.js";
import "../modules/admin/admin.graphql.js";

/** The whole GraphQL schema; importing a domain's *.graphql.ts registers its types. */
export const schema = lexicographicSortSchema(builder.toSchema());
