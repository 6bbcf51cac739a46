import { Text } from "@chakra-ui/react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { ContentTagPropertiesModalQuery } from "../../__generated__/ContentTagPropertiesModalQuery.graphql";
import { ContentTagGeneralTab } from "../../features/contentTags/ContentTagGeneralTab";
import { READ_LATER_SLUG } from "../../features/contentTags/contentTagPaths";
import { environment } from "../../relay/environment";
import { PropertiesDialog } from "../../ui/PropertiesDialog";

// The route's :id is a tag's raw id or, for the built-in tag, its slug; contentItemTag(slug:) takes either.
// Under the static /content/tags/read-later route there is no :id at all: that is the read-later tag.
const tagKey = (id: string | undefined) => id || READ_LATER_SLUG;
const query = graphql`
  query ContentTagPropertiesModalQuery($tag: String!) {
    viewer {
      contentItemTag(slug: $tag) {
        name
        ...ContentTagGeneralTab_tag
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<ContentTagPropertiesModalQuery>(environment, query, { tag: tagKey(params.id) }, { fetchPolicy: "store-and-network" });
}

/**
 * /content/tags/{id}/properties: content tag settings (spec part 2 section 2: tabs General, Actions), a modal
 * over the tag's page. Actions join with their release; the tab says so until then.
 */
export function ContentTagPropertiesModal() {
  const data = usePreloadedQuery<ContentTagPropertiesModalQuery>(query, useLoaderData() as PreloadedQuery<ContentTagPropertiesModalQuery>);
  const key = tagKey(useParams().id);
  const tag = data.viewer?.contentItemTag ?? null;
  return (
    <PropertiesDialog
      title={tag ? `${tag.name} settings` : "Tag settings"}
      closeTo={`/content/tags/${key}`}
      tabs={
        tag
          ? [
              { value: "general", label: "General", content: <ContentTagGeneralTab tag={tag} /> },
              { value: "actions", label: "Actions", content: <Text color="fg.muted">Actions arrive in a later release.</Text> },
            ]
          : null
      }
      notFound="Tag not found."
    />
  );
}
