import { Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, useParams } from "react-router";
import type { AdminTopicModalViewerQuery } from "../../__generated__/AdminTopicModalViewerQuery.graphql";
import type { LibraryPageQuery } from "../../__generated__/LibraryPageQuery.graphql";
import { TOPIC_NOT_FOUND } from "../../features/topics/TopicNotFound";
import { isRawId } from "../../relay/globalId";
import { AppDialog } from "../../ui/AppDialog";
import { PageSpinner } from "../../ui/PageSpinner";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";
import { LibraryScreen, loader as libraryLoader } from "../Library/LibraryPage";
import { TopicPropertiesLoaded } from "./TopicPropertiesModal";

const viewerQuery = graphql`
  query AdminTopicModalViewerQuery {
    viewer {
      settings {
        accountSettings {
          isAdmin
        }
      }
    }
  }
`;

/** The Library's query: the admin Topics table stays under the modal. */
export function loader() {
  return libraryLoader();
}

/**
 * /admin/topics/{id} (spec part 1 section 2.1, part 2 sections 4 and 6, part 3 section 2): the admin topic modal
 * over the Library's Topics tab, with the topic's stats and its alias toggles. Others see the Library without it
 * and a line saying the page is for administrators.
 */
export function AdminTopicRoute() {
  const library = useLoaderData() as PreloadedQuery<LibraryPageQuery>;
  return (
    <>
      <LibraryScreen queryRef={library} tab="topics" />
      <Suspense fallback={null}>
        <AdminTopicModal />
      </Suspense>
    </>
  );
}

function AdminTopicModal() {
  const { id = "" } = useParams();
  const close = useCloseModal("/library#topics");
  const viewer = useLazyLoadQuery<AdminTopicModalViewerQuery>(viewerQuery, {}, { fetchPolicy: "store-or-network" }).viewer;
  const isAdmin = viewer?.settings.accountSettings.isAdmin === true;
  usePageTitle(isAdmin ? "Topic" : "Not available");
  return (
    <AppDialog title={isAdmin ? "Topic" : "Not available"} onClose={close} size="lg">
      {!isAdmin ? (
        <Text color="fg.muted">Topic aliasing is for administrators.</Text>
      ) : isRawId(id) ? (
        <Suspense fallback={<PageSpinner />}>
          <TopicPropertiesLoaded id={id} showPageLink />
        </Suspense>
      ) : (
        <Text color="fg.muted">{TOPIC_NOT_FOUND}</Text>
      )}
    </AppDialog>
  );
}
