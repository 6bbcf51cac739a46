import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../ui/usePageTitle";

/** Spec part 2 section 2: the state of a topic page whose topic does not exist. */
export const TOPIC_NOT_FOUND = "Topic ID not found";

/** An unknown topic (a mistyped link, or one no item mentions any more), with a way on to the topic index. */
export function TopicNotFound() {
  usePageTitle(TOPIC_NOT_FOUND);
  return (
    <Stack align="center" justify="center" textAlign="center" minH="40vh" gap="4" data-testid="topic-not-found">
      <Heading as="h1" size="2xl">
        {TOPIC_NOT_FOUND}
      </Heading>
      <Text color="fg.muted">No topic has this address. Search the topics people read about instead.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/content/topics">Browse topics</RouterLink>
      </Button>
    </Stack>
  );
}
