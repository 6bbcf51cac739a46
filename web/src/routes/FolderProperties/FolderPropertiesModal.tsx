import { Tabs, Text } from "@chakra-ui/react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { FolderPropertiesModalQuery } from "../../__generated__/FolderPropertiesModalQuery.graphql";
import { FolderGeneralTab } from "../../features/folders/FolderGeneralTab";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { AppDialog } from "../../ui/AppDialog";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";

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
  return loadQuery<FolderPropertiesModalQuery>(
    environment,
    query,
    { id: toGlobalId("Folder", params.id ?? "") },
    { fetchPolicy: "store-and-network" },
  );
}

/**
 * /folders/{id}/properties (spec part 2 section 2: tabs General, Filters, Actions). Filters and
 * Actions join with their issue; until then the General tab stands alone.
 */
export function FolderPropertiesModal() {
  const data = usePreloadedQuery<FolderPropertiesModalQuery>(query, useLoaderData() as PreloadedQuery<FolderPropertiesModalQuery>);
  const { id = "" } = useParams();
  const close = useCloseModal(`/folders/${id}`);
  const f = data.node?.id ? data.node : null;
  usePageTitle(f?.name ? `${f.name} properties` : "Folder properties");
  return (
    <AppDialog title={f?.name ? `${f.name} properties` : "Folder properties"} onClose={close} size="lg">
      {f?.general && data.viewer ? (
        <Tabs.Root defaultValue="general" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="general">General</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="general" pt="5">
            <FolderGeneralTab viewerId={data.viewer.id} folder={f.general} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <Text color="fg.muted">Folder not found.</Text>
      )}
    </AppDialog>
  );
}
