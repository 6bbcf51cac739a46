import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { FolderPropertiesModalQuery } from "../../__generated__/FolderPropertiesModalQuery.graphql";
import { FolderGeneralTab } from "../../features/folders/FolderGeneralTab";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { PropertiesDialog } from "../../ui/PropertiesDialog";

const query = graphql`
  query FolderPropertiesModalQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      ... on Folder {
        id
        name
      }
      ...FolderGeneralTab_folder @alias(as: "general")
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<FolderPropertiesModalQuery>(environment, query, { id: toGlobalId("Folder", params.id ?? "") }, { fetchPolicy: "store-and-network" });
}

/**
 * /folders/{id}/properties (spec part 2 section 2: tabs General, Filters, Actions). Filters and
 * Actions join with their issue; until then the General tab stands alone.
 */
export function FolderPropertiesModal() {
  const data = usePreloadedQuery<FolderPropertiesModalQuery>(query, useLoaderData() as PreloadedQuery<FolderPropertiesModalQuery>);
  const { id = "" } = useParams();
  const f = data.node?.id ? data.node : null;
  const viewerId = data.viewer?.id;
  return (
    <PropertiesDialog
      title={f?.name ? `${f.name} properties` : "Folder properties"}
      closeTo={`/folders/${id}`}
      tabs={f?.general && viewerId ? [{ value: "general", label: "General", content: <FolderGeneralTab viewerId={viewerId} folder={f.general} /> }] : null}
      notFound="Folder not found."
    />
  );
}
