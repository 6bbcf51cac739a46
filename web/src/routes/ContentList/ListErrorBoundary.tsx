import { Button, Stack, Text } from "@chakra-ui/react";
import { Component, type ReactNode } from "react";
import { LIST_LOAD_FAILED } from "../../features/content/ContentList";
import { requestErrorMessage } from "../../relay/fetchGraphQL";

/**
 * Catches a list whose query failed (useLazyLoadQuery throws the network or server error while rendering) and
 * shows the spec's list failure message in place of the list, keeping the frame and drawer. Try again renders
 * the list anew with the next attempt number, which the list turns into a new fetch (Relay keeps a failed
 * query's error for the same fetch key). Key it by list so another list starts clean.
 */
export class ListErrorBoundary extends Component<{ children: (attempt: number) => ReactNode }, { failed: boolean; attempt: number; message: string }> {
  override state = { failed: false, attempt: 0, message: LIST_LOAD_FAILED };

  // A list that timed out says so (spec: "API request timed out"); any other failure is the spec's list message.
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, message: requestErrorMessage(error, LIST_LOAD_FAILED) };
  }

  override render() {
    if (!this.state.failed) return this.props.children(this.state.attempt);
    return (
      <Stack gap="3" align="start" py="6">
        <Text color="fg.error" role="alert">
          {this.state.message}
        </Text>
        <Button size="sm" variant="outline" onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
          Try again
        </Button>
      </Stack>
    );
  }
}
