import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useRemoveBootSkeleton } from "./bootSkeleton";

/** Shown when a page fails to load (a chunk after a deploy, a failed query). */
export function RouteError() {
  const error = useRouteError();
  useRemoveBootSkeleton();
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : String(error);
  return (
    <Stack p="8" gap="4" align="center" textAlign="center" minH="60vh" justify="center">
      <Heading size="lg">Something went wrong</Heading>
      <Text color="fg.muted">{message || "An unknown error occurred. If this persists, try refreshing the page."}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Refresh
      </Button>
    </Stack>
  );
}
