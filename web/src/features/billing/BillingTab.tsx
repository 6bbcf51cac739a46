/* eslint-disable relay/unused-fields -- every count and limit is read by key from LIMIT_ROWS (the one list of
   limits the tab and the upgrade page share), which the rule cannot follow. */
import { Alert, Badge, Button, Card, HStack, Heading, Link, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import { Link as RouterLink, useSearchParams } from "react-router";
import type { BillingTab_query$key } from "../../__generated__/BillingTab_query.graphql";
import type { BillingTabRefetchQuery } from "../../__generated__/BillingTabRefetchQuery.graphql";
import { LIMIT_ROWS, limitText, usagePercent } from "./limitRows";
import { useCheckout, usePortal } from "./useCheckout";

const POLL_MS = 2000;
const POLL_TIMES = 30;

const PLAN_NAMES: Record<string, string> = { annual: "Pro annual", monthly: "Pro monthly", gift: "Pro (gift)" };
const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });

/**
 * Settings #billing: the plan, usage against every limit, Checkout for the two Pro plans and Stripe's portal.
 * Back from Checkout (?checkout=success) it asks again every 2 s until Stripe's webhook has made the user Pro.
 */
export function BillingTab(props: { query: BillingTab_query$key }) {
  const [data, refetch] = useRefetchableFragment<BillingTabRefetchQuery, BillingTab_query$key>(
    graphql`
      fragment BillingTab_query on Query @refetchable(queryName: "BillingTabRefetchQuery") {
        billingPlans {
          id
          name
          price
          interval
          priceId
          isPro
        }
        viewer {
          isGuest
          hasVerifiedEmail
          billing {
            billingConfigured
            isPremium
            premiumUntil
            latestPaidSubscriptionId
            paidSubscriptions {
              id
              source
              plan
              cancelAtPeriodEnd
              currentPeriodEndAt
            }
          }
          usage {
            subscriptionCount
            subscriptionTagCount
            contentItemTagCount
            contentItemsTaggedCount
            newFeedsLastWeekCount
            textDigestCharactersLastMonthCount
            audioDigestMinutesLastMonthCount
            outputFeedCount
            contentItemFilterCount
            contentItemActionCount
            digestsLastMonthCount
            scheduledDigestCount
            websiteFeedCount
          }
          settings {
            accountSettings {
              isPremium
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
        }
      }
    `,
    props.query,
  );
  const [params] = useSearchParams();
  const outcome = params.get("checkout");
  const [checkout, checkingOut] = useCheckout();
  const [portal, openingPortal] = usePortal();
  const viewer = data.viewer;
  const waiting = outcome === "success" && viewer != null && !viewer.billing.isPremium;

  useEffect(() => {
    if (!waiting) return;
    let n = 0;
    const id = window.setInterval(() => {
      if (++n > POLL_TIMES) return window.clearInterval(id);
      refetch({}, { fetchPolicy: "network-only" });
    }, POLL_MS);
    return () => window.clearInterval(id);
  }, [waiting, refetch]);

  if (!viewer) return null;
  const { billing, usage, settings } = viewer;
  const limits = settings.accountSettings;
  const canUpgrade = !viewer.isGuest && viewer.hasVerifiedEmail;
  const latest = billing.paidSubscriptions.find((s) => s.id === billing.latestPaidSubscriptionId) ?? null;
  const planName = billing.isPremium ? (PLAN_NAMES[latest?.plan ?? ""] ?? "Pro") : viewer.isGuest ? "Guest" : "Free";
  const renewing = billing.isPremium && billing.premiumUntil === null;
  const hasStripe = billing.paidSubscriptions.some((s) => s.source === "stripe");
  const proPlans = data.billingPlans.filter((p) => p.isPro);

  return (
    <Stack gap="8" maxW="3xl">
      {!billing.billingConfigured && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Billing is not configured on this server</Alert.Title>
            <Alert.Description>Checkout and the billing portal are off until the operator adds Stripe keys. An administrator can still give Pro.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {outcome === "success" && (
        <Alert.Root status="success" aria-live="polite">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{billing.isPremium ? "Welcome to Pro!" : "Thank you! Pro starts as soon as Stripe confirms your payment."}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {outcome === "cancelled" && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Checkout was cancelled: nothing was charged.</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}

      <Card.Root bg="bg.panel" borderColor="border" as="section" aria-labelledby="billing-plan">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading id="billing-plan" as="h2" size="lg">
              Your plan: {planName}
            </Heading>
            {billing.isPremium && <Badge colorPalette="green">PRO</Badge>}
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {billing.isPremium ? (
              <Text data-testid="plan-status">
                {renewing
                  ? latest?.currentPeriodEndAt
                    ? `Renews on ${date(latest.currentPeriodEndAt)}.`
                    : "Renews automatically."
                  : `Pro until ${date(billing.premiumUntil!)}${latest?.cancelAtPeriodEnd && latest.source === "stripe" ? ": cancelled, it stays until the end of the billing cycle." : "."}`}
              </Text>
            ) : (
              <Text data-testid="plan-status" color="fg.muted">
                Pro raises every limit below and adds the anonymous image proxy, no ads and premium support.
              </Text>
            )}
            {!billing.isPremium && canUpgrade && (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {proPlans.map((p) => (
                  <Button
                    key={p.id}
                    colorPalette="brand"
                    variant={p.id === "annual" ? "solid" : "outline"}
                    disabled={!billing.billingConfigured || !p.priceId}
                    loading={checkingOut}
                    onClick={() => p.priceId && checkout(p.priceId)}
                  >
                    {`${p.name}: ${p.price} per ${p.interval}`}
                  </Button>
                ))}
              </SimpleGrid>
            )}
            {!billing.isPremium && !canUpgrade && (
              // Spec part 1 section 4: upgrade buttons are disabled for guests and unverified emails, with this text.
              <Stack gap="2" align="start">
                <Text fontSize="sm">{proPlans.map((p) => `${p.name}: ${p.price} per ${p.interval}`).join(" · ")}</Text>
                <Button colorPalette="brand" disabled>
                  Verify Email to Upgrade
                </Button>
              </Stack>
            )}
            <HStack gap="4" wrap="wrap">
              {hasStripe && billing.billingConfigured && (
                <Button variant="outline" onClick={portal} loading={openingPortal}>
                  Manage billing
                </Button>
              )}
              <Link asChild color="fg.muted" textDecoration="underline">
                <RouterLink to="/pages/upgrade">Compare plans</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack as="section" aria-labelledby="billing-usage" gap="4">
        <Heading id="billing-usage" as="h2" size="lg">
          Usage
        </Heading>
        <Stack as="ul" gap="3" listStyleType="none" data-testid="usage">
          {LIMIT_ROWS.map((row) => {
            const used = usage[row.usage];
            const limit = limits[row.limit];
            const percent = usagePercent(used, limit);
            const included = limit !== 0;
            const over = included && limit !== null && limit !== undefined && used >= limit;
            return (
              <li key={row.limit}>
                <Progress.Root value={percent} size="sm" colorPalette={over ? "red" : "brand"} max={100}>
                  <HStack justify="space-between" mb="1">
                    <Progress.Label fontWeight="normal">{row.label}</Progress.Label>
                    <Progress.ValueText fontWeight="medium" data-testid={`usage-${row.limit}`}>
                      {included ? `${used.toLocaleString("en-US")} / ${limitText(limit)}` : "Not included"}
                    </Progress.ValueText>
                  </HStack>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Stack>
  );
}
