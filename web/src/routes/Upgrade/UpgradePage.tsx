/* eslint-disable relay/unused-fields -- every limit is read by key from LIMIT_ROWS (the one list of limits the
   billing tab and this page share), which the rule cannot follow. */
import { Badge, Button, Card, Heading, List, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { UpgradePageQuery } from "../../__generated__/UpgradePageQuery.graphql";
import { LIMIT_ROWS, limitText, PRO_ONLY } from "../../features/billing/limitRows";
import { useCheckout } from "../../features/billing/useCheckout";
import { environment } from "../../relay/environment";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query UpgradePageQuery {
    billingPlans {
      id
      name
      price
      interval
      note
      priceId
      isPro
      limits {
        maxSubscriptions
        maxSubscriptionTags
        maxContentItemTags
        maxContentItemsTagged
        maxNewFeedsPerWeek
        maxTextDigestCharactersPerMonth
        maxAudioDigestMinutesPerMonth
        maxOutputFeeds
        maxContentItemFilters
        maxContentItemActions
        maxDigestsPerMonth
        maxScheduledDigests
        maxWebsiteFeeds
      }
    }
    viewer {
      isGuest
      hasVerifiedEmail
      billing {
        billingConfigured
        isPremium
      }
    }
  }
`;

export function loader() {
  return loadQuery<UpgradePageQuery>(environment, query, {}, { fetchPolicy: "store-and-network" });
}

const limitCell = (n: number | null | undefined) => (n === 0 ? "—" : limitText(n));

/**
 * /pages/upgrade (spec part 3 section 2): Free and Pro compared row by row from the configured tier table, the
 * three plans with Checkout, the 14-day refund and end-of-cycle cancellation terms.
 */
export function UpgradePage() {
  usePageTitle("Upgrade to PRO");
  const data = usePreloadedQuery<UpgradePageQuery>(query, useLoaderData() as PreloadedQuery<UpgradePageQuery>);
  const [checkout, busy] = useCheckout();
  const v = data.viewer;
  const canUpgrade = Boolean(v && !v.isGuest && v.hasVerifiedEmail);
  const isPro = Boolean(v?.billing.isPremium);
  const configured = Boolean(v?.billing.billingConfigured);
  const free = data.billingPlans.find((p) => p.id === "free");
  const pro = data.billingPlans.find((p) => p.isPro);

  const action = (p: (typeof data.billingPlans)[number]) => {
    if (!p.isPro) {
      return (
        <Button w="full" variant="outline" disabled>
          {isPro ? "Included" : "Current plan"}
        </Button>
      );
    }
    if (isPro) {
      return (
        <Button w="full" variant="outline" asChild>
          <RouterLink to="/settings#billing">Manage your plan</RouterLink>
        </Button>
      );
    }
    if (!canUpgrade) {
      return (
        <Button w="full" colorPalette="brand" disabled>
          Verify Email to Upgrade
        </Button>
      );
    }
    return (
      <Button w="full" colorPalette="brand" disabled={!configured || !p.priceId} loading={busy} onClick={() => p.priceId && checkout(p.priceId)}>
        {configured ? `Choose ${p.name}` : "Billing is not configured"}
      </Button>
    );
  };

  return (
    <Stack gap="10" maxW="4xl" mx="auto">
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size="2xl">
          Rivulet Pro
        </Heading>
        <Text color="fg.muted">Read more, automate more, and support an independent reader.</Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="section" aria-label="Plans">
        {data.billingPlans.map((p) => (
          <Card.Root key={p.id} bg="bg.panel" borderColor={p.id === "annual" ? "colorPalette.solid" : "border"} colorPalette="brand" data-testid={`plan-${p.id}`}>
            <Card.Header>
              <Heading as="h2" size="md">
                {p.name} {p.note && <Badge colorPalette="green">{p.note}</Badge>}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Text fontSize="3xl" fontWeight="bold">
                {p.price}{" "}
                <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                  {p.interval ? `per ${p.interval}` : "forever"}
                </Text>
              </Text>
            </Card.Body>
            <Card.Footer>{action(p)}</Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>

      {free && pro && (
        <Stack as="section" aria-labelledby="compare" gap="3">
          <Heading id="compare" as="h2" size="lg">
            Free and Pro compared
          </Heading>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Feature</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    Free
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    Pro
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {LIMIT_ROWS.map((row) => (
                  <Table.Row key={row.limit}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">{row.label}</Table.Cell>
                    <Table.Cell textAlign="end">{limitCell(free.limits[row.limit])}</Table.Cell>
                    <Table.Cell textAlign="end" fontWeight="medium">
                      {limitCell(pro.limits[row.limit])}
                    </Table.Cell>
                  </Table.Row>
                ))}
                {PRO_ONLY.map((perk) => (
                  <Table.Row key={perk}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">{perk}</Table.Cell>
                    <Table.Cell textAlign="end" aria-label="Not included">
                      —
                    </Table.Cell>
                    <Table.Cell textAlign="end" aria-label="Included" fontWeight="medium">
                      ✓
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Text fontSize="sm" color="fg.muted">
            — means not included; ∞ means no limit.
          </Text>
        </Stack>
      )}

      <Stack as="section" aria-labelledby="terms" gap="2">
        <Heading id="terms" as="h2" size="md">
          Refunds and cancelling
        </Heading>
        <List.Root gap="1" ps="5">
          <List.Item>Changed your mind? Ask for a full refund within 14 days of a payment.</List.Item>
          <List.Item>Cancel any time from the billing tab: Pro stays until the end of the billing cycle you paid for, then your account returns to Free.</List.Item>
          <List.Item>Payments are handled by Stripe; Rivulet never sees your card.</List.Item>
        </List.Root>
      </Stack>
    </Stack>
  );
}
