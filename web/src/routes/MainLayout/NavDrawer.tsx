import { Badge, Box, Link, Stack, Text } from "@chakra-ui/react";
import { NavLink, useLocation } from "react-router";

interface Entry {
  to: string;
  label: string;
  count?: number;
}

const DISCOVER_CHILDREN: Entry[] = [
  { to: "/stories", label: "Stories" },
  { to: "/content", label: "Articles" },
  { to: "/content/topics", label: "Topics" },
  { to: "/feeds", label: "Feeds" },
];
const DISCOVERY_PATHS = ["/", "/stories", "/content", "/feeds"];

function NavItem({ entry, indent = false }: { entry: Entry; indent?: boolean }) {
  return (
    <Link
      asChild
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      px="3"
      py="1.5"
      ps={indent ? "7" : "3"}
      rounded="md"
      color="fg"
      fontSize={indent ? "sm" : "md"}
      _hover={{ bg: "bg.muted", textDecoration: "none" }}
      css={{ "&[aria-current=page]": { bg: "brand.subtle", color: "brand.fg", fontWeight: "semibold" } }}
    >
      <NavLink to={entry.to} end>
        <Text as="span">{entry.label}</Text>
        {entry.count !== undefined && (
          <Badge variant="subtle" size="sm" aria-label={`${entry.count} unread`}>
            {entry.count}
          </Badge>
        )}
      </NavLink>
    </Link>
  );
}

/**
 * The navigation drawer. Subscriptions and folders join this tree with their issue; the unread count is 0
 * until there is content.
 */
export function NavDrawer(props: { open: boolean; narrow: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const onDiscovery = DISCOVERY_PATHS.some((p) => (p === "/" ? pathname === "/" : pathname.startsWith(p)));
  if (!props.open) return null;
  return (
    <>
      {props.narrow && <Box position="fixed" inset="0" top="14" bg="blackAlpha.600" zIndex="overlay" onClick={props.onClose} />}
      <Box
        as="nav"
        id="nav-drawer"
        aria-label="Main navigation"
        w="64"
        flexShrink={0}
        bg="bg.panel"
        borderRightWidth="1px"
        borderColor="border"
        position={props.narrow ? "fixed" : "sticky"}
        top="14"
        h="calc(100dvh - 3.5rem)"
        overflowY="auto"
        zIndex={props.narrow ? "modal" : undefined}
        p="3"
        onKeyDown={(e) => e.key === "Escape" && props.narrow && props.onClose()}
      >
        <Stack gap="0.5">
          <NavItem entry={{ to: "/", label: "Discover" }} />
          {onDiscovery && DISCOVER_CHILDREN.map((e) => <NavItem key={e.to} entry={e} indent />)}
          <NavItem entry={{ to: "/library", label: "Library" }} />
          <Box h="3" />
          <NavItem entry={{ to: "/subscriptions/all", label: "Subscriptions", count: 0 }} />
          <Text px="3" py="2" fontSize="sm" color="fg.muted">
            Follow a feed from Feeds to build your reading list.
          </Text>
        </Stack>
      </Box>
    </>
  );
}
