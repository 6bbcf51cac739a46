import { Badge, Button, Card, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { UpgradePageQuery } from "../../__generated__/UpgradePageQuery.graphql";
import { environment } from "../../relay/environment";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query UpgradePageQuery {
    viewer {
      isGuest
      hasVerifiedEmail
      settings {
        accountSettings {
          isPremium
        }
      }
    }
  }
`;

export function loader() {
  return loadQuery<UpgradePageQuery>(environment, query, {}, { fetchPolicy: "store-and-network" });
}

// Spec part 1 section 9: $4.99 a month or $49.99 a year (save 17%).
const PLANS = [
  { id: "monthly", name: "Monthly", price: "$4.99", per: "per month", note: null },
  { id: "annual", name: "Annual", price: "$49.99", per: "per year", note: "Save 17%" },
];
const PERKS = ["Many more subscriptions and folders", "Filters, actions and scheduled digests", "Anonymous image proxy", "No ads", "Premium support"];

/** The Pro plans. Checkout arrives with billing; until then the buttons explain what is needed. */
export function UpgradePage() {
  usePageTitle("Upgrade to PRO");
  const data = usePreloadedQuery<UpgradePageQuery>(query, useLoaderData() as PreloadedQuery<UpgradePageQuery>);
  const v = data.viewer;
  const canUpgrade = Boolean(v && !v.isGuest && v.hasVerifiedEmail);
  const isPro = Boolean(v?.settings.accountSettings.isPremium);
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size="2xl">
          Rivulet Pro
        </Heading>
        <Text color="fg.muted">Read more, automate more, and support an independent reader.</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {PLANS.map((p) => (
          <Card.Root key={p.id} bg="bg.panel" borderColor="border">
            <Card.Header>
              <Heading size="md">
                {p.name} {p.note && <Badge colorPalette="green">{p.note}</Badge>}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Text fontSize="3xl" fontWeight="bold">
                {p.price}{" "}
                <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                  {p.per}
                </Text>
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button w="full" colorPalette="brand" disabled={!canUpgrade || isPro} title={canUpgrade ? "Checkout opens with billing" : undefined}>
                {isPro ? "You are Pro" : canUpgrade ? "Checkout coming soon" : "Verify Email to Upgrade"}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <List.Root gap="1" ps="5">
        {PERKS.map((perk) => (
          <List.Item key={perk}>{perk}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
