import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A modal dialog (spec part 1 section 2.2: opening blurs the page and disables clicks behind it). Always
 * open while mounted: the caller mounts it to open it and `onClose` unmounts it.
 */
export function AppDialog(props: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** Where focus goes on opening (default: the first focusable element). */
  initialFocus?: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && props.onClose()}
      size={props.size ?? "md"}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={props.initialFocus}
    >
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: "3", sm: "auto" }}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            {props.footer && <Dialog.Footer>{props.footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
