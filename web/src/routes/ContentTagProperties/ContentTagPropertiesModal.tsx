import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { ContentTagPropertiesModalQuery } from "../../__generated__/ContentTagPropertiesModalQuery.graphql";
import { ActionsTab } from "../../features/actions/ActionsTab";
import { ContentTagGeneralTab } from "../../features/contentTags/ContentTagGeneralTab";
import { READ_LATER_SLUG } from "../../features/contentTags/contentTagPaths";
import { environment } from "../../relay/environment";
import { PropertiesDialog } from "../../ui/PropertiesDialog";
import { useListRefresh } from "../ContentList/listNavigation";

// The route's :id is a tag's raw id or, for the built-in tag, its slug; contentItemTag(slug:) takes either.
// Under the static /content/tags/read-later route there is no :id at all: that is the read-later tag.
const tagKey = (id: string | undefined) => id || READ_LATER_SLUG;
const query = graphql`
  query ContentTagPropertiesModalQuery($tag: String!) {
    viewer {
      ...ActionsTab_viewer
      contentItemTag(slug: $tag) {
        id
        name
        actions {
          ...ActionsTab_actions
        }
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
 * over the tag's page.
 */
export function ContentTagPropertiesModal() {
  const data = usePreloadedQuery<ContentTagPropertiesModalQuery>(query, useLoaderData() as PreloadedQuery<ContentTagPropertiesModalQuery>);
  const key = tagKey(useParams().id);
  const refreshList = useListRefresh();
  const viewer = data.viewer ?? null;
  const tag = viewer?.contentItemTag ?? null;
  return (
    <PropertiesDialog
      title={tag ? `${tag.name} settings` : "Tag settings"}
      closeTo={`/content/tags/${key}`}
      tabs={
        tag && viewer
          ? [
              { value: "general", label: "General", content: <ContentTagGeneralTab tag={tag} /> },
              {
                value: "actions",
                label: "Actions",
                content: <ActionsTab actions={tag.actions} viewer={viewer} scope={{ contentItemTagId: tag.id }} scopeId={tag.id} noun="tag" onListChanged={() => void refreshList()} />,
              },
            ]
          : null
      }
      notFound="Tag not found."
    />
  );
}
