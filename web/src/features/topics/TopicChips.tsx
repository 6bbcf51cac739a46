import { graphql, useFragment } from "react-relay";
import { useLayoutEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import type { TopicChips_topics$key } from "../../__generated__/TopicChips_topics.graphql";
import { useContextMenuTrigger } from "../../ui/ContextMenu";
import { MAX_TOPIC_CHIPS, topicChipLabel, topicDisplayName, topicPath, topicStoriesPath, type TopicChipSize } from "./topicLabel";
import "../../ui/plain.css";
import "./topics.css";

export interface TopicChipsProps {
  topics: TopicChips_topics$key;
  size?: TopicChipSize;
  /** Fewer than the spec's 12 where space is short (a card's teaser); never more. */
  max?: number;
  /** The list's accessible name. */
  label?: string;
}

/**
 * Topic chips (spec part 2 sections 2 and 9): at most 12 (fewer where `max` says so), each a link to the topic's
 * page, its label cut by size with the full name as its tooltip and accessible name. Plain elements: a page of
 * cards draws many. A list, so screen readers announce how many there are.
 */
export function TopicChips(props: TopicChipsProps) {
  const topics = useFragment(
    graphql`
      fragment TopicChips_topics on Topic @relay(plural: true) {
        topicId
        name
      }
    `,
    props.topics,
  );
  const size = props.size ?? "medium";
  const shown = topics.slice(0, Math.min(props.max ?? MAX_TOPIC_CHIPS, MAX_TOPIC_CHIPS));
  if (shown.length === 0) return null;
  return (
    <ul className="rv-topic-chips" aria-label={props.label ?? "Topics"} data-testid="topic-chips">
      {shown.map((t) => (
        <TopicChip key={t.topicId} topicId={t.topicId} name={t.name} size={size} />
      ))}
    </ul>
  );
}

/**
 * One chip: a link to the topic's page, with the contentItemTopic context menu (spec part 1 section 2.2:
 * right-click, a 500 ms long press, or Shift+F10) outside dialogs: open it, its stories, its properties.
 */
function TopicChip(props: { topicId: string; name: string; size: TopicChipSize }) {
  const navigate = useNavigate();
  const full = topicDisplayName(props.name);
  const label = topicChipLabel(props.name, props.size);
  const path = topicPath(props.topicId);
  // A menu of the frame cannot open over a modal dialog (the dialog keeps focus and closes it at once): inside one,
  // the chip keeps the browser's own menu (open in a new tab, copy link) instead.
  const ref = useRef<HTMLAnchorElement | null>(null);
  const [inDialog, setInDialog] = useState(false);
  useLayoutEffect(() => setInDialog(Boolean(ref.current?.closest('[role="dialog"]'))), []);
  const menu = useContextMenuTrigger(() => ({
    label: `${full} actions`,
    items: [
      { value: "open", label: "Open topic", onSelect: () => void navigate(path) },
      { value: "stories", label: "Stories about this topic", onSelect: () => void navigate(topicStoriesPath(props.name)) },
      { value: "properties", label: "Properties", onSelect: () => void navigate(`${path}/properties`) },
    ],
  }));
  return (
    <li style={{ minWidth: 0 }}>
      <RouterLink
        ref={ref}
        className="rv-topic-chip"
        data-size={props.size}
        to={path}
        title={label === full ? undefined : full}
        data-kind="contentItemTopic"
        data-testid="topic-chip"
        {...(inDialog ? {} : menu)}
      >
        <span className="rv-topic-chip-hash" aria-hidden="true">
          #
        </span>
        {label === full ? (
          label
        ) : (
          // A cut label reads as the whole name to screen readers.
          <>
            <span aria-hidden="true">{label}</span>
            <span className="rv-sr-only">{full}</span>
          </>
        )}
      </RouterLink>
    </li>
  );
}
