import { Button, Stack, Text } from "@chakra-ui/react";
import { Component, type ReactNode } from "react";
import { LIST_LOAD_FAILED } from "../../features/content/ContentList";
import { requestErrorMessage } from "../../relay/fetchGraphQL";

interface Props {
  /** The list's options (its URL query): a failed list tries again when they change. */
  resetKey: string;
  children: (attempt: number) => ReactNode;
  /** What a failure says (default: the spec's list message), or how to say it from the error; a timeout says so instead. */
  message?: string | ((error: Error) => string);
}

interface State {
  failed: boolean;
  attempt: number;
  resetKey: string;
  message: string;
  error: Error | null;
}

/**
 * Catches a list whose query failed (useLazyLoadQuery throws the network or server error while rendering) and
 * shows the spec's list failure message in place of the list, keeping the frame and drawer. Try again renders
 * the list anew with the next attempt number, which the list turns into a new fetch (Relay keeps a failed
 * query's error for the same fetch key); so does another sort, layout, filter or search (`resetKey`), without
 * remounting a list that did not fail (its search box keeps focus and what is typed). Key it by list so
 * another list starts clean.
 */
export class ListErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0, resetKey: this.props.resetKey, message: "", error: null };

  // A list that timed out says so (spec: "API request timed out"); any other failure is the spec's list message.
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, message: requestErrorMessage(error, ""), error: error instanceof Error ? error : new Error(String(error)) };
  }

  private failureMessage(): string {
    const { message } = this.props;
    if (this.state.message) return this.state.message;
    if (typeof message === "function") return message(this.state.error ?? new Error("Unknown error"));
    return message ?? LIST_LOAD_FAILED;
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, failed: false, attempt: state.failed ? state.attempt + 1 : state.attempt };
  }

  override render() {
    if (!this.state.failed) return this.props.children(this.state.attempt);
    return (
      <Stack gap="3" align="start" py="6">
        <Text color="fg.error" role="alert">
          {this.failureMessage()}
        </Text>
        <Button size="sm" variant="outline" onClick={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))}>
          Try again
        </Button>
      </Stack>
    );
  }
}
