import { HStack, Link, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { TopicStats_topic$key } from "../../__generated__/TopicStats_topic.graphql";
import { formatCount } from "../../ui/formatCount";
import { scoreBand, scoreColor } from "../content/scoreColor";
import { topicDisplayName, topicPath, topicStoriesPath } from "./topicLabel";

/**
 * A topic's stats under its title (spec part 2 section 9: posts in the last day, week and month), its score in
 * the score colours (a topic's score is divided by 10 for the bands), the topic it is an alias of, and its
 * stories (/stories?topic={name}).
 */
export function TopicStats(props: { topic: TopicStats_topic$key }) {
  const topic = useFragment(
    graphql`
      fragment TopicStats_topic on Topic {
        name
        score
        postsLastDay
        postsLastWeek
        postsLastMonth
        aliasedTo {
          topicId
          name
        }
      }
    `,
    props.topic,
  );
  const stats = [
    { label: "Posts today", value: topic.postsLastDay, testId: "posts-day" },
    { label: "This week", value: topic.postsLastWeek, testId: "posts-week" },
    { label: "This month", value: topic.postsLastMonth, testId: "posts-month" },
  ];
  return (
    <HStack gap="3" flexWrap="wrap" fontSize="sm" color="fg.muted">
    <HStack as="dl" gap="3" flexWrap="wrap" data-testid="topic-stats">
      {stats.map((s) => (
        <HStack key={s.label} gap="1">
          <Text as="dt">{s.label}</Text>
          <Text as="dd" color="fg" fontWeight="semibold" data-testid={s.testId}>
            {formatCount(s.value)}
          </Text>
        </HStack>
      ))}
      <HStack gap="1">
        <Text as="dt">Score</Text>
        <Text as="dd" fontWeight="semibold" color={scoreColor(topic.score, "topic")} data-score-band={scoreBand(topic.score, "topic")} data-testid="topic-score">
          {formatCount(Math.round(topic.score))}
        </Text>
      </HStack>
      {topic.aliasedTo && (
        <HStack gap="1">
          <Text as="dt">Alias of</Text>
          <Text as="dd">
            <Link asChild color="brand.fg">
              <RouterLink to={topicPath(topic.aliasedTo.topicId)}>{topicDisplayName(topic.aliasedTo.name)}</RouterLink>
            </Link>
          </Text>
        </HStack>
      )}
    </HStack>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={topicStoriesPath(topic.name)}>Stories about {topicDisplayName(topic.name)}</RouterLink>
      </Link>
    </HStack>
  );
}
