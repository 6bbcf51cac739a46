import { Box, Separator, Stack, Text } from "@chakra-ui/react";
import { useRef, type ComponentType } from "react";
import { graphql, useFragment } from "react-relay";
import { NavLink, useLocation } from "react-router";
import type { NavDrawer_viewer$key } from "../../__generated__/NavDrawer_viewer.graphql";
import { DrawerTagList } from "../../features/contentTags/DrawerTagList";
import { DrawerDigestList } from "../../features/digests/DrawerDigestList";
import { SubscriptionTree } from "../../features/subscriptions/SubscriptionTree";
import { TREE_LINK } from "../../features/subscriptions/TreeRowParts";
import { CompassIcon, LibraryIcon } from "../../ui/icons";
import { useDrawerKeyboard } from "./useDrawerKeyboard";

interface Entry {
  to: string;
  label: string;
  Icon?: ComponentType<{ color?: string }>;
}

const DISCOVER_CHILDREN: Entry[] = [
  { to: "/stories", label: "Stories" },
  { to: "/content", label: "Articles" },
  { to: "/content/topics", label: "Topics" },
  { to: "/feeds", label: "Feeds" },
];
const DISCOVERY_PATHS = ["/", "/stories", "/content", "/feeds"];

function NavItem({ entry, indent = false }: { entry: Entry; indent?: boolean }) {
  const Icon = entry.Icon;
  return (
    <NavLink className={TREE_LINK} data-top={indent ? undefined : ""} data-indent={indent ? "" : undefined} data-hover-bg="" to={entry.to} end data-drawer-item="">
      {Icon && <Icon color="fg.muted" />}
      <span>{entry.label}</span>
    </NavLink>
  );
}

/**
 * The navigation drawer (spec part 1 section 2.2): Discover (with Stories, Articles, Topics and Feeds on
 * discovery pages), Library, then the reading list. Shift+Up/Down, Shift+Enter and Esc work from anywhere.
 */
export function NavDrawer(props: { viewer: NavDrawer_viewer$key | null; open: boolean; narrow: boolean; onClose: () => void }) {
  const viewer = useFragment(
    graphql`
      fragment NavDrawer_viewer on User {
        ...DrawerTagList_viewer
        ...DrawerDigestList_viewer
        ...SubscriptionTree_viewer
      }
    `,
    props.viewer,
  );
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement | null>(null);
  useDrawerKeyboard(navRef, props.open);
  const onDiscovery = DISCOVERY_PATHS.some((p) => (p === "/" ? pathname === "/" : pathname.startsWith(p)));
  if (!props.open) return null;
  return (
    <>
      {props.narrow && <Box position="fixed" inset="0" top="14" bg="blackAlpha.600" zIndex="overlay" onClick={props.onClose} />}
      <Box
        as="nav"
        ref={navRef}
        id="nav-drawer"
        aria-label="Main navigation"
        w={{ base: "min(20rem, 85vw)", md: "64" }}
        flexShrink={0}
        bg="bg.panel"
        borderRightWidth="1px"
        borderColor="border"
        position={props.narrow ? "fixed" : "sticky"}
        top="14"
        h="calc(100dvh - 3.5rem)"
        overflowY="auto"
        overscrollBehavior="contain"
        zIndex={props.narrow ? "modal" : undefined}
        p="2"
        onKeyDown={(e) => e.key === "Escape" && props.narrow && props.onClose()}
      >
        <Stack gap="0.5">
          <NavItem entry={{ to: "/", label: "Discover", Icon: CompassIcon }} />
          {onDiscovery && DISCOVER_CHILDREN.map((e) => <NavItem key={e.to} entry={e} indent />)}
          <NavItem entry={{ to: "/library", label: "Library", Icon: LibraryIcon }} />
          {/* Spec part 1 section 2.2: content tags flagged showInSidebar come between Library and Subscriptions. */}
          {viewer && <DrawerTagList viewer={viewer} />}
          {/* Spec part 3: digests flagged showInSidebar, below the tags. */}
          {viewer && <DrawerDigestList viewer={viewer} />}
          <Separator my="2" />
          {viewer ? (
            <SubscriptionTree viewer={viewer} />
          ) : (
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              Sign in to build your reading list.
            </Text>
          )}
        </Stack>
      </Box>
    </>
  );
}
