import { Alert, Box } from "@chakra-ui/react";
import { useRemoveBootSkeleton } from "./bootSkeleton";

/** Shown when the bootstrap call fails (spec part 1 section 4). */
export function ServerUnreachableBanner() {
  useRemoveBootSkeleton();
  return (
    <Box p="4">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          Failed to reach the {window.location.host} server, please refresh the page to try again.
        </Alert.Title>
      </Alert.Root>
    </Box>
  );
}
