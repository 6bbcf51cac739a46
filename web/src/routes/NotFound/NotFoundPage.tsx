import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../ui/usePageTitle";

export function NotFoundPage() {
  usePageTitle("Not Found");
  return (
    <Stack align="center" justify="center" textAlign="center" minH="50vh" gap="4">
      <Heading as="h1" size="2xl">
        Not Found
      </Heading>
      <Text color="fg.muted">This isn't a valid URL</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go Home</RouterLink>
      </Button>
    </Stack>
  );
}
