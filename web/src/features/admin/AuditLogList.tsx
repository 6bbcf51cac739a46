import { Badge, Code, Heading, List, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { AuditLogList_entries$key } from "../../__generated__/AuditLogList_entries.graphql";
import { formatDateTime, formatTimeAgo } from "../feeds/formatDate";

const ACTIONS: Record<string, string> = { "feed.update": "changed", "user.update": "changed", "user.giftPro": "gifted Pro" };

/** A value as one short line (long text cut, lists joined, nothing as "none"). */
function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (Array.isArray(value)) return value.length ? value.map(show).join(", ") : "none";
  if (typeof value === "object") return JSON.stringify(value);
  const text = String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** "title: Old → New" lines for an entry's changes. */
function lines(changes: unknown): string[] {
  if (!changes || typeof changes !== "object") return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, change]) => {
    if (change && typeof change === "object" && "to" in change) {
      const c = change as { from?: unknown; to?: unknown };
      return `${field}: ${show(c.from)} → ${show(c.to)}`;
    }
    return `${field}: ${show(change)}`;
  });
}

/** The admin audit log of one feed or user (who changed what, when), newest first. Admins only. */
export function AuditLogList(props: { entries: AuditLogList_entries$key; title?: string }) {
  const entries = useFragment(
    graphql`
      fragment AuditLogList_entries on AdminAuditEntry @relay(plural: true) {
        id
        createdAt
        actorName
        action
        changes
      }
    `,
    props.entries,
  );
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {props.title ?? "Admin changes"}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No admin has changed anything here yet.
        </Text>
      ) : (
        <List.Root as="ol" gap="3" listStyle="none" ps="0">
          {entries.map((e) => (
            <List.Item key={e.id} borderStartWidth="2px" borderColor="border" ps="3">
              <Stack gap="1">
                <Text fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    {e.actorName}
                  </Text>{" "}
                  {ACTIONS[e.action] ?? e.action}{" "}
                  <time dateTime={e.createdAt} title={formatDateTime(e.createdAt)}>
                    {formatTimeAgo(e.createdAt)}
                  </time>
                  {e.action === "user.giftPro" && (
                    <Badge ms="2" colorPalette="purple">
                      Pro
                    </Badge>
                  )}
                </Text>
                {lines(e.changes).map((l) => (
                  <Code key={l} fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-word" bg="transparent" px="0">
                    {l}
                  </Code>
                ))}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
