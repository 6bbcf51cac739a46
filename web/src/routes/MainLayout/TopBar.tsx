import { Box, HStack, IconButton } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LogoLink } from "../../ui/LogoLink";

/** Logo, drawer toggle and the user menu. */
export function TopBar(props: { onToggleDrawer: () => void; drawerOpen: boolean; children?: ReactNode }) {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
      <HStack h="14" px={{ base: "2", md: "4" }} justify="space-between">
        <HStack gap="2">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={props.drawerOpen ? "Close navigation" : "Open navigation"}
            aria-expanded={props.drawerOpen}
            aria-controls="nav-drawer"
            onClick={props.onToggleDrawer}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
          <LogoLink />
        </HStack>
        {props.children}
      </HStack>
    </Box>
  );
}
