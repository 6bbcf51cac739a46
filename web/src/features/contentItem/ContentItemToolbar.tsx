import { Box, Button, CloseButton, HStack, IconButton, Spacer } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon, CircleCheckIcon, CircleIcon, ExternalLinkIcon, InfoIcon, LinkIcon, ShareIcon } from "../../ui/icons";

export interface ToolbarProps {
  isRead: boolean;
  /** Null hides the read toggle (no signed-in viewer to keep read state for). */
  onToggleRead: (() => void) | null;
  onCopyLink: () => void;
  onShare: () => void;
  propertiesPath: string;
  link: string | null | undefined;
  onPrev?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
  extraActions?: ReactNode;
}

/** A label that shows beside its icon from the sm breakpoint up; below, the button's aria-label names it. */
function Label({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display={{ base: "none", sm: "inline" }}>
      {children}
    </Box>
  );
}

/**
 * The item view's header toolbar (spec part 2 section 2): previous / next when the caller steps through a
 * list, the read toggle, the caller's extra actions (read later, tags), then Copy link, Share, Properties,
 * Visit Site and Close. Icon-only buttons carry aria-labels and titles; it wraps on narrow screens.
 */
export function ContentItemToolbar(props: ToolbarProps) {
  const readLabel = props.isRead ? "Mark as unread" : "Mark as read";
  // Properties keep the location state: an item shown as a modal over a list stays over that list.
  const { state } = useLocation();
  return (
    <HStack gap="1" flexWrap="wrap" role="toolbar" aria-label="Item actions">
      {props.onPrev && (
        <IconButton aria-label="Previous item" title="Previous item (k, ←)" variant="ghost" size="sm" onClick={props.onPrev}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      {props.onNext && (
        <IconButton aria-label="Next item" title="Next item (j, →)" variant="ghost" size="sm" onClick={props.onNext}>
          <ChevronRightIcon />
        </IconButton>
      )}
      {props.onToggleRead && (
        <Button aria-label={readLabel} title={`${readLabel} (y)`} variant="ghost" size="sm" onClick={props.onToggleRead} data-read={props.isRead}>
          {props.isRead ? <CircleCheckIcon color="brand.fg" /> : <CircleIcon />}
          <Label>{readLabel}</Label>
        </Button>
      )}
      {props.extraActions}
      <Spacer />
      <IconButton aria-label="Copy link" title="Copy link" variant="ghost" size="sm" onClick={props.onCopyLink}>
        <LinkIcon />
      </IconButton>
      <IconButton aria-label="Share" title="Share" variant="ghost" size="sm" onClick={props.onShare}>
        <ShareIcon />
      </IconButton>
      <IconButton asChild aria-label="Properties" title="Properties" variant="ghost" size="sm">
        <RouterLink to={props.propertiesPath} state={state}>
          <InfoIcon />
        </RouterLink>
      </IconButton>
      {props.link && (
        <Button asChild aria-label="Visit Site" title="Visit Site" variant="outline" size="sm">
          <a href={props.link} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon />
            <Label>Visit Site</Label>
          </a>
        </Button>
      )}
      {props.onClose && <CloseButton aria-label="Close" title="Close (Esc)" size="sm" onClick={props.onClose} />}
    </HStack>
  );
}
