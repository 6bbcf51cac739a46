import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { reportError } from "../telemetry/reportError";
import { useRemoveBootSkeleton } from "./bootSkeleton";

/** Shown when a page fails to load (a chunk after a deploy, a failed query); the failure is reported (when on). */
export function RouteError() {
  const error = useRouteError();
  useRemoveBootSkeleton();
  // React Router caught it, so no uncaught-error handler will: a thrown 404 response is an answer, not a fault.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
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
