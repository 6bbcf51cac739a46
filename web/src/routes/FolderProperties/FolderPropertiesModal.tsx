import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { FolderPropertiesModalQuery } from "../../__generated__/FolderPropertiesModalQuery.graphql";
import { ActionsTab } from "../../features/actions/ActionsTab";
import { FiltersTab } from "../../features/filters/FiltersTab";
import { FolderGeneralTab } from "../../features/folders/FolderGeneralTab";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { PropertiesDialog } from "../../ui/PropertiesDialog";
import { useListRefresh } from "../ContentList/listNavigation";

const query = graphql`
  query FolderPropertiesModalQuery($id: ID!) {
    viewer {
      id
      ...ActionsTab_viewer
    }
    node(id: $id) {
      ... on Folder {
        id
        name
        filters {
          ...FiltersTab_filters
        }
        actions {
          ...ActionsTab_actions
        }
      }
      ...FolderGeneralTab_folder @alias(as: "general")
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<FolderPropertiesModalQuery>(environment, query, { id: toGlobalId("Folder", params.id ?? "") }, { fetchPolicy: "store-and-network" });
}

/** /folders/{id}/properties (spec part 2 section 2: tabs General, Filters, Actions). */
export function FolderPropertiesModal() {
  const data = usePreloadedQuery<FolderPropertiesModalQuery>(query, useLoaderData() as PreloadedQuery<FolderPropertiesModalQuery>);
  const { id = "" } = useParams();
  const refreshList = useListRefresh();
  const f = data.node?.id ? data.node : null;
  const viewerId = data.viewer?.id;
  return (
    <PropertiesDialog
      title={f?.name ? `${f.name} properties` : "Folder properties"}
      closeTo={`/folders/${id}`}
      tabs={
        f?.general && f.filters && f.actions && f.id && data.viewer && viewerId
          ? [
              { value: "general", label: "General", content: <FolderGeneralTab viewerId={viewerId} folder={f.general} /> },
              {
                value: "filters",
                label: "Filters",
                content: <FiltersTab filters={f.filters} scope={{ folderId: f.id }} scopeId={f.id} noun="folder" onListChanged={() => void refreshList()} />,
              },
              {
                value: "actions",
                label: "Actions",
                content: (
                  <ActionsTab actions={f.actions} viewer={data.viewer} scope={{ folderId: f.id }} scopeId={f.id} noun="folder" onListChanged={() => void refreshList()} />
                ),
              },
            ]
          : null
      }
      notFound="Folder not found."
    />
  );
}
