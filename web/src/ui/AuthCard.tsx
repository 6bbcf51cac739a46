import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { usePageTitle } from "./usePageTitle";

/** The frame of the sign-in family of pages. */
export function AuthCard(props: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  usePageTitle(props.title);
  return (
    <Card.Root w="full" maxW="md" mx="auto" bg="bg.panel" borderColor="border">
      <Card.Header>
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {props.title}
          </Heading>
          {props.subtitle && <Text color="fg.muted">{props.subtitle}</Text>}
        </Stack>
      </Card.Header>
      <Card.Body>{props.children}</Card.Body>
      {props.footer && <Card.Footer fontSize="sm">{props.footer}</Card.Footer>}
    </Card.Root>
  );
}
