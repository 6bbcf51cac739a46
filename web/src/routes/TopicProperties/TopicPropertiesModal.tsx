import { Text } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useParams } from "react-router";
import type { TopicPropertiesModalQuery } from "../../__generated__/TopicPropertiesModalQuery.graphql";
import { TopicProperties } from "../../features/topics/TopicProperties";
import { TOPIC_NOT_FOUND } from "../../features/topics/TopicNotFound";
import { topicPath } from "../../features/topics/topicLabel";
import { isRawId } from "../../relay/globalId";
import { AppDialog } from "../../ui/AppDialog";
import { PageSpinner } from "../../ui/PageSpinner";
import { useCloseModal } from "../../ui/useCloseModal";

const query = graphql`
  query TopicPropertiesModalQuery($id: ID!) {
    viewer {
      settings {
        accountSettings {
          isAdmin
        }
      }
    }
    topic(id: $id) {
      ...TopicProperties_topic
    }
  }
`;

/**
 * /content/topics/{id}/properties (spec part 1 section 2.1: properties modals): the topic's properties over its
 * page; admins toggle its aliases here as in /admin/topics/{id}.
 */
export function TopicPropertiesModal() {
  const { id = "" } = useParams();
  const close = useCloseModal(topicPath(id));
  return (
    <AppDialog title="Topic properties" onClose={close} size="lg">
      <Suspense fallback={<PageSpinner />}>{isRawId(id) ? <TopicPropertiesLoaded id={id} /> : <Text color="fg.muted">{TOPIC_NOT_FOUND}</Text>}</Suspense>
    </AppDialog>
  );
}

export function TopicPropertiesLoaded(props: { id: string; showPageLink?: boolean }) {
  const data = useLazyLoadQuery<TopicPropertiesModalQuery>(query, { id: props.id }, { fetchPolicy: "store-and-network" });
  if (!data.topic) return <Text color="fg.muted">{TOPIC_NOT_FOUND}</Text>;
  return <TopicProperties topic={data.topic} isAdmin={data.viewer?.settings.accountSettings.isAdmin === true} showPageLink={props.showPageLink} />;
}
