import { Avatar, Badge, Button, HStack, Menu, Portal, Text, VisuallyHidden } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router";
import type { UserMenu_viewer$key } from "../../__generated__/UserMenu_viewer.graphql";
import { logout } from "../../session/api";
import { requestClaim } from "./claimRequest";
import { GuestLogoutDialog } from "./GuestLogoutDialog";

const CLOSE_DELAY_MS = 500; // spec: the menu closes 500 ms after the pointer leaves it

/** The top bar's account menu: Settings, Upgrade to PRO, Register / Log In for guests, Logout. */
export function UserMenu(props: { viewer: UserMenu_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment UserMenu_viewer on User {
        username
        email
        isGuest
        settings {
          accountSettings {
            isPremium
          }
        }
      }
    `,
    props.viewer,
  );
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(timer.current);
  const scheduleClose = () => {
    cancelClose();
    timer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const name = viewer.username ?? viewer.email ?? "Guest";
  const [confirmLogout, setConfirmLogout] = useState(false);

  return (
    <HStack gap="2">
      {viewer.isGuest && (
        <Badge colorPalette="orange" variant="solid">
          Guest
        </Badge>
      )}
      <Menu.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        onSelect={(e) => {
          // A guest without an email would lose the account: warn first (issue 12). The dialog opens once the
          // menu has closed and handed focus back, or that focus move would count as leaving the dialog.
          if (e.value === "logout") return viewer.isGuest && !viewer.email ? void window.setTimeout(() => setConfirmLogout(true), 0) : void logout();
          navigate(e.value);
        }}
      >
        <Menu.Trigger asChild>
          {/* Named by what it shows plus "user menu" (WCAG 2.5.3: speech users say what they see); the avatar's
              initials repeat the name and stay out of it. */}
          <Button variant="ghost" size="sm" onPointerLeave={scheduleClose} onPointerEnter={cancelClose}>
            <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
              <Avatar.Fallback name={viewer.isGuest ? "G" : name} />
            </Avatar.Root>
            <Text display={{ base: "none", md: "inline" }} maxW="40" truncate>
              {viewer.isGuest ? "Guest" : name}
            </Text>
            <VisuallyHidden>, user menu</VisuallyHidden>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content onPointerLeave={scheduleClose} onPointerEnter={cancelClose}>
              <Menu.Item value="/settings">Settings</Menu.Item>
              {!viewer.isGuest && !viewer.settings.accountSettings.isPremium && (
                <Menu.Item value="/pages/upgrade">Upgrade to PRO</Menu.Item>
              )}
              {viewer.isGuest && <Menu.Item value="/pages/register">Register</Menu.Item>}
              {viewer.isGuest && <Menu.Item value="/pages/login">Log In</Menu.Item>}
              <Menu.Separator />
              <Menu.Item value="logout">Logout</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {confirmLogout && (
        <GuestLogoutDialog
          onClose={() => setConfirmLogout(false)}
          onLogout={logout}
          onSaveAccount={() => {
            setConfirmLogout(false);
            requestClaim();
          }}
        />
      )}
    </HStack>
  );
}
