import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { AppDialog } from "../../ui/AppDialog";

/**
 * Logging out of a guest account loses it (issue 12): there is no password to come back with, and the account
 * is purged with the expired guests. Say so first, and offer the claim flow (an email makes it a real account).
 */
export function GuestLogoutDialog(props: { onSaveAccount: () => void; onLogout: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <AppDialog
      title="Log out of your guest account?"
      onClose={props.onClose}
      size="sm"
      footer={
        <Stack direction={{ base: "column-reverse", sm: "row" }} gap="2" w={{ base: "full", sm: "auto" }}>
          <Button
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void props.onLogout();
            }}
          >
            Log out anyway
          </Button>
          <Button colorPalette="brand" onClick={props.onSaveAccount}>
            Save my account
          </Button>
        </Stack>
      }
    >
      <Stack gap="3">
        <Text>
          You're using a guest account. Logging out deletes it: your subscriptions, folders, tags and what you have
          read are gone for good, as a guest account cannot be signed in to again.
        </Text>
        <Text color="fg.muted">Add your email to keep everything and sign in from any device.</Text>
      </Stack>
    </AppDialog>
  );
}
