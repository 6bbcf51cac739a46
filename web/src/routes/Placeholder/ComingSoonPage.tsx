import { Heading, Stack, Text } from "@chakra-ui/react";
import { usePageTitle } from "../../ui/usePageTitle";

/** An honest empty state for a section whose domain has not shipped yet. */
export function ComingSoonPage({ title, message }: { title: string; message: string }) {
  usePageTitle(title);
  return (
    <Stack gap="3" maxW="2xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
    </Stack>
  );
}
