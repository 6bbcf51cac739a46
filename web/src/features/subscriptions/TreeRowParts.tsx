import { Text, VisuallyHidden, type SystemStyleObject } from "@chakra-ui/react";
import { formatCount } from "../../ui/formatCount";
import { AlertTriangleIcon } from "../../ui/icons";

/**
 * A failing feed's mark in the drawer: a warning sign (not colour alone) with the word "failing" for screen
 * readers; the row's description and tooltip carry the sentence saying why.
 */
export function FailureMarker() {
  return (
    <Text as="span" flexShrink={0} display="inline-flex" alignItems="center" color="fg.error" data-testid="failure-marker">
      <AlertTriangleIcon />
      <VisuallyHidden>(failing)</VisuallyHidden>
    </Text>
  );
}

/** An unread count, abbreviated (1.2k); screen readers hear "N unread". Zero shows nothing. */
export function UnreadCount({ count, strong = false }: { count: number; strong?: boolean }) {
  if (count <= 0) return null;
  return (
    <Text
      as="span"
      flexShrink={0}
      fontSize="xs"
      fontWeight={strong ? "semibold" : "medium"}
      color="fg.muted"
      fontVariantNumeric="tabular-nums"
      data-testid="unread-count"
    >
      {formatCount(count)}
      <VisuallyHidden> unread</VisuallyHidden>
    </Text>
  );
}

/**
 * A row's block (the row and, for a folder, its children). Drag and drop marks blocks with `data-drop`
 * (before / after / inside) and `data-dragging`; these styles draw the marks.
 */
export const treeBlockCss: SystemStyleObject = {
  position: "relative",
  "&[data-drop=before]::before, &[data-drop=after]::after": {
    content: '""',
    position: "absolute",
    insetInline: "1",
    height: "2px",
    bg: "brand.solid",
    rounded: "full",
    zIndex: 1,
    pointerEvents: "none",
  },
  "&[data-drop=before]::before": { top: "-1px" },
  "&[data-drop=after]::after": { bottom: "-1px" },
  "&[data-drop=inside] > [data-tree-row]": { bg: "brand.subtle", outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "-2px" },
  "&[data-dragging] > [data-tree-row]": { opacity: 0.4 },
};

/** The row itself: a flex line that takes pointer presses for drags and context menus. */
export const treeRowCss: SystemStyleObject = {
  display: "flex",
  alignItems: "center",
  rounded: "md",
  userSelect: "none",
  WebkitUserSelect: "none",
  WebkitTouchCallout: "none",
  _hover: { bg: "bg.muted" },
};

/** The link inside a row: the tree item that takes focus, highlighted when its page is open. */
export const treeLinkCss: SystemStyleObject = {
  display: "flex",
  alignItems: "center",
  gap: "2",
  flex: "1",
  minW: "0",
  py: "1.5",
  pe: "2",
  rounded: "md",
  color: "fg",
  fontSize: "sm",
  textDecoration: "none",
  _hover: { textDecoration: "none" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" },
  "&[aria-current=page]": { bg: "brand.subtle", color: "brand.fg", fontWeight: "semibold" },
  "&[data-disabled]": { opacity: 0.5 },
};
