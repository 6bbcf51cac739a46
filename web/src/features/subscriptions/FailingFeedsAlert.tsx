import { Alert, Box, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

/** A long list of failures would push the articles off screen; the drawer marks every one anyway. */
const SHOWN = 5;

export interface FailingFeed {
  id: string;
  subscriptionId: string;
  title: string;
  message: string;
}

/**
 * Names failing feeds above a list that gathers several (a folder, All Subscriptions), each linking to its own
 * list, where the banner says why and offers Retry (issue 12).
 */
export function FailingFeedsAlert(props: { where: string; feeds: FailingFeed[]; testId: string }) {
  const n = props.feeds.length;
  if (!n) return null;
  return (
    <Alert.Root status="warning" role="status" alignItems="start" mb="4" data-testid={props.testId}>
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{n === 1 ? `1 feed ${props.where} is failing` : `${n} feeds ${props.where} are failing`}</Alert.Title>
        <Alert.Description>
          <Box as="ul" listStyleType="none">
            {props.feeds.slice(0, SHOWN).map((s) => (
              <Text as="li" key={s.id} fontSize="sm">
                <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
                  <RouterLink to={`/subscriptions/${s.subscriptionId}`}>{s.title}</RouterLink>
                </Link>
                : {s.message}
              </Text>
            ))}
            {n > SHOWN && (
              <Text as="li" fontSize="sm">
                and {n - SHOWN} more, each marked in the drawer.
              </Text>
            )}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
