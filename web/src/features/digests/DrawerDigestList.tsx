import { Box, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { NavLink } from "react-router";
import type { DrawerDigestList_viewer$key } from "../../__generated__/DrawerDigestList_viewer.graphql";
import { HeadphonesIcon } from "../../ui/icons";
import { TREE_LINK } from "../subscriptions/TreeRowParts";

/**
 * The drawer's digests (spec part 3 section 3: a series' showInSidebar): each series flagged to show links to its
 * page, below the content tags. It reads the same `scheduledDigests(first: 100)` the Library's Digests tab does, so
 * toggling "In navigation" there, or creating and deleting a series (their mutations answer that field), moves the
 * drawer at once.
 */
export function DrawerDigestList(props: { viewer: DrawerDigestList_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment DrawerDigestList_viewer on User {
        scheduledDigests(first: 100) {
          edges {
            node {
              id
              scheduledDigestId
              name
              enabled
              properties
            }
          }
        }
      }
    `,
    props.viewer,
  );
  const shown = viewer.scheduledDigests.edges.map((e) => e.node).filter((s) => (s.properties as { showInSidebar?: boolean } | null)?.showInSidebar === true);
  if (shown.length === 0) return null;
  return (
    <Box role="group" aria-label="Digests">
      {shown.map((s) => (
        <NavLink
          key={s.id}
          className={TREE_LINK}
          data-top=""
          to={`/digests/series/${s.scheduledDigestId}`}
          end
          data-drawer-item=""
          data-kind="scheduledDigest"
          data-disabled={s.enabled ? undefined : ""}
          title={s.enabled ? s.name : `${s.name} (paused)`}
          draggable={false}
        >
          <HeadphonesIcon color="fg.muted" />
          <Text as="span" truncate flex="1">
            {s.name}
          </Text>
          {!s.enabled && <span className="rv-sr-only">(paused)</span>}
        </NavLink>
      ))}
    </Box>
  );
}
