import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../ui/usePageTitle";

const SECTIONS = [
  { to: "/feeds", title: "Feeds", text: "Search websites, RSS and Reddit, or import an OPML file." },
  { to: "/content", title: "Articles", text: "Everything new from the feeds you follow, in one list." },
  { to: "/content/topics", title: "Topics", text: "Browse what people read, by subject." },
  { to: "/stories", title: "Stories", text: "Articles about the same event, grouped together." },
];

/** The home page: "Discover New Content". Lists fill in as the feed domains arrive. */
export function DiscoverPage() {
  usePageTitle("Discover New Content");
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Discover New Content
        </Heading>
        <Text color="fg.muted">Follow the sites you love and read them in one calm place. Press F to find feeds.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {SECTIONS.map((s) => (
          <Card.Root key={s.to} bg="bg.panel" borderColor="border">
            <Card.Body gap="2">
              <Card.Title>{s.title}</Card.Title>
              <Card.Description color="fg.muted">{s.text}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <HStack>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={s.to}>Open {s.title}</RouterLink>
                </Button>
              </HStack>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
