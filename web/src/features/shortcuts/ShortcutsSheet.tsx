import { Box, CloseButton, Dialog, Grid, Heading, HStack, Kbd, Portal, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Fragment, useEffect, useRef, useState } from "react";
import { isTyping } from "../../routes/MainLayout/useShortcuts";
import { keyCaps, SHEET_KEY, SHORTCUT_GROUPS, spokenCombo } from "./keyboardShortcuts";

/**
 * `?` opens a sheet of every keyboard shortcut (SHORTCUT_GROUPS, the table the key handlers read). Ignored
 * while typing and inside menus (their own typeahead); it opens over an article too. A Chakra dialog: focus
 * stays inside while it is open, Escape or the close button closes it and focus returns where it was. While it
 * is open, letters do nothing behind it.
 */
export function ShortcutsSheet() {
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== SHEET_KEY || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTyping(e.target)) return;
      if ((e.target as Element | null)?.closest?.('[role="menu"],[role="listbox"]')) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="xl" placement="center" scrollBehavior="inside" initialFocusEl={() => closeButton.current}>
      <Portal>
        <Dialog.Backdrop backdropFilter="blur(4px)" />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="shortcuts-sheet"
            mx={{ base: "3", sm: "auto" }}
            // The article's and the drawer's keys listen on the window: keep letters from reaching them.
            onKeyDown={(e) => {
              if (e.key !== "Escape" && e.key !== "Tab") e.stopPropagation();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            {/* Focusable so the keyboard can scroll it where it does not fit (phones). */}
            <Dialog.Body tabIndex={0} role="region" aria-label="Shortcuts">
              <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} columnGap="10" rowGap="6" alignItems="start">
                {SHORTCUT_GROUPS.map((group) => (
                  <Stack as="section" key={group.title} gap="2" aria-labelledby={`shortcuts-${slug(group.title)}`}>
                    <Heading as="h3" size="sm" id={`shortcuts-${slug(group.title)}`}>
                      {group.title}
                    </Heading>
                    <Grid as="dl" templateColumns="minmax(7rem, max-content) 1fr" columnGap="4" rowGap="1.5" alignItems="baseline">
                      {group.rows.map((row) => (
                        <Fragment key={row.label}>
                          <Box as="dt">
                            <HStack gap="1" flexWrap="wrap">
                              {row.keys.map((combo, i) => (
                                <Fragment key={combo}>
                                  {i > 0 && (
                                    <Text as="span" fontSize="xs" color="fg.muted">
                                      or
                                    </Text>
                                  )}
                                  <HStack as="span" gap="0.5">
                                    {keyCaps(combo).map((cap) => (
                                      <Kbd key={cap} size="sm" aria-hidden>
                                        {cap}
                                      </Kbd>
                                    ))}
                                    <VisuallyHidden>{spokenCombo(combo)}</VisuallyHidden>
                                  </HStack>
                                </Fragment>
                              ))}
                            </HStack>
                          </Box>
                          <Text as="dd" fontSize="sm">
                            {row.label}
                          </Text>
                        </Fragment>
                      ))}
                    </Grid>
                    {group.note && (
                      <Text fontSize="xs" color="fg.muted">
                        {group.note}
                      </Text>
                    )}
                  </Stack>
                ))}
              </Grid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton ref={closeButton} size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function slug(title: string): string {
  return title.toLowerCase().replace(/\W+/g, "-");
}
