import { Badge, HStack, Link, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { TopicTable_topics$data, TopicTable_topics$key } from "../../__generated__/TopicTable_topics.graphql";
import { formatCount } from "../../ui/formatCount";
import { scoreBand, scoreColor } from "../content/scoreColor";
import { topicDisplayName, topicPath } from "./topicLabel";

export type TopicRow = TopicTable_topics$data[number];

/**
 * Topics as a table (the public index and the admins' tab): name (a link: the topic page, or `linkTo`'s), its
 * kind and the topic it is an alias of (admins see aliases), posts in the last day, week and month, and score in
 * the score colours. The week and month columns hide on
 * phones. `actions` adds a last column.
 */
export function TopicTable(props: { topics: TopicTable_topics$key; label: string; busy?: boolean; linkTo?: (row: TopicRow) => string; actions?: (row: TopicRow) => ReactNode }) {
  const rows = useFragment(
    graphql`
      fragment TopicTable_topics on Topic @relay(plural: true) {
        id
        topicId
        name
        kind
        score
        postsLastDay
        postsLastWeek
        postsLastMonth
        aliasedTo {
          name
        }
      }
    `,
    props.topics,
  );
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
      <Table.Root size="sm" aria-label={props.label} aria-busy={props.busy} data-testid="topic-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Topic</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Today</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              This week
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              This month
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
            {props.actions && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((t) => (
            <Table.Row key={t.id} data-testid="topic-row">
              <Table.Cell maxW={{ base: "12rem", md: "28rem" }}>
                <HStack gap="2" minW="0" flexWrap="wrap">
                  <Link asChild fontWeight="medium" color="fg" _hover={{ color: "brand.fg" }}>
                    <RouterLink to={props.linkTo ? props.linkTo(t) : topicPath(t.topicId)}>{topicDisplayName(t.name)}</RouterLink>
                  </Link>
                  <Badge size="sm" variant="subtle" hideBelow="sm">
                    {t.kind === "entity" ? "Name" : "Phrase"}
                  </Badge>
                  {t.aliasedTo && (
                    <Text as="span" fontSize="xs" color="fg.muted">
                      alias of {topicDisplayName(t.aliasedTo.name)}
                    </Text>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatCount(t.postsLastDay)}</Table.Cell>
              <Table.Cell textAlign="end" hideBelow="md">
                {formatCount(t.postsLastWeek)}
              </Table.Cell>
              <Table.Cell textAlign="end" hideBelow="md">
                {formatCount(t.postsLastMonth)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" color={scoreColor(t.score, "topic")} data-score-band={scoreBand(t.score, "topic")}>
                {formatCount(Math.round(t.score))}
              </Table.Cell>
              {props.actions && <Table.Cell textAlign="end">{props.actions(t)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
