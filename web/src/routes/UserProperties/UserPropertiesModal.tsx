import { Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams } from "react-router";
import type { LibraryPageQuery } from "../../__generated__/LibraryPageQuery.graphql";
import type { UserPropertiesModalQuery } from "../../__generated__/UserPropertiesModalQuery.graphql";
import type { UserPropertiesModalViewerQuery } from "../../__generated__/UserPropertiesModalViewerQuery.graphql";
import { UserPropertiesForm } from "../../features/admin/UserPropertiesForm";
import { toGlobalId } from "../../relay/globalId";
import { AppDialog } from "../../ui/AppDialog";
import { PageSpinner } from "../../ui/PageSpinner";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";
import { LibraryScreen, loader as libraryLoader } from "../Library/LibraryPage";

const viewerQuery = graphql`
  query UserPropertiesModalViewerQuery {
    viewer {
      userId
      settings {
        accountSettings {
          isAdmin
        }
      }
    }
  }
`;

const query = graphql`
  query UserPropertiesModalQuery($id: ID!) {
    node(id: $id) {
      ... on User @alias(as: "user") {
        username
        email
        userId
        ...UserPropertiesForm_user
      }
    }
    adminGiftProducts {
      id
      name
    }
  }
`;

/** The Library's query: the Users table stays under the modal. */
export function loader() {
  return libraryLoader();
}

/**
 * /users/{id}/properties (spec part 1 section 2.1, part 3 section 2): an admin modal over the Library's Users
 * table. Others see the Library without it, and a line saying the page is for administrators.
 */
export function UserPropertiesRoute() {
  const library = useLoaderData() as PreloadedQuery<LibraryPageQuery>;
  return (
    <>
      <LibraryScreen queryRef={library} tab="users" />
      <Suspense fallback={null}>
        <UserPropertiesModal />
      </Suspense>
    </>
  );
}

function UserPropertiesModal() {
  const { id = "" } = useParams();
  const close = useCloseModal("/library#users");
  const viewer = useLazyLoadQuery<UserPropertiesModalViewerQuery>(viewerQuery, {}, { fetchPolicy: "store-or-network" }).viewer;
  const isAdmin = viewer?.settings.accountSettings.isAdmin === true;
  return (
    <AppDialog title={isAdmin ? "User properties" : "Not available"} onClose={close} size="lg">
      {isAdmin && viewer ? (
        <Suspense fallback={<PageSpinner />}>
          <UserProperties id={id} viewerId={viewer.userId} />
        </Suspense>
      ) : (
        <Text color="fg.muted">User properties are for administrators.</Text>
      )}
    </AppDialog>
  );
}

/** User ids are UUIDs; anything else cannot be a user, so it is "User not found" without asking the server. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function UserProperties(props: { id: string; viewerId: string }) {
  if (!USER_ID.test(props.id)) return <Text color="fg.muted">User not found.</Text>;
  return <UserPropertiesLoaded {...props} />;
}

function UserPropertiesLoaded(props: { id: string; viewerId: string }) {
  const data = useLazyLoadQuery<UserPropertiesModalQuery>(query, { id: toGlobalId("User", props.id) }, { fetchPolicy: "store-and-network" });
  const user = data.node?.user;
  usePageTitle(user ? `${user.username ?? user.email ?? user.userId} properties` : "User not found");
  if (!user) return <Text color="fg.muted">User not found.</Text>;
  return <UserPropertiesForm user={user} products={data.adminGiftProducts.map((p) => ({ id: p.id, name: p.name }))} viewerId={props.viewerId} />;
}
