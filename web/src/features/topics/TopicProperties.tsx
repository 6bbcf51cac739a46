import { Badge, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { TopicProperties_topic$key } from "../../__generated__/TopicProperties_topic.graphql";
import { TopicAliasEditor } from "./TopicAliasEditor";
import { topicDisplayName, topicPath, topicStoriesPath } from "./topicLabel";
import { TopicStats } from "./TopicStats";

/**
 * A topic's properties (spec part 1 section 2.3: "topic properties (admin-only alias controls)"; part 2: the admin
 * topic modal): its name and kind, stats, links to its page and stories, and its aliases, which admins toggle.
 */
export function TopicProperties(props: { topic: TopicProperties_topic$key; isAdmin: boolean; showPageLink?: boolean }) {
  const topic = useFragment(
    graphql`
      fragment TopicProperties_topic on Topic {
        topicId
        name
        kind
        ...TopicStats_topic
        ...TopicAliasEditor_topic
      }
    `,
    props.topic,
  );
  return (
    <Stack gap="5" data-testid="topic-properties">
      <Stack gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Heading as="h2" size="md" wordBreak="break-word">
            {topicDisplayName(topic.name)}
          </Heading>
          <Badge variant="subtle">{topic.kind === "entity" ? "Name" : "Key phrase"}</Badge>
        </HStack>
        <TopicStats topic={topic} />
      </Stack>
      {props.showPageLink && (
        <HStack gap="2" flexWrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={topicPath(topic.topicId)}>Open topic page</RouterLink>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={topicStoriesPath(topic.name)}>Stories</RouterLink>
          </Button>
        </HStack>
      )}
      <TopicAliasEditor topic={topic} editable={props.isAdmin} />
    </Stack>
  );
}
