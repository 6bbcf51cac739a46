import { Alert, Box, Link, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { FolderFailureNotice_folder$key } from "../../__generated__/FolderFailureNotice_folder.graphql";

/**
 * A folder's list names its failing feeds (issue 12): "2 feeds in this folder are failing", each linking to
 * its own list, where the banner says why and offers Retry.
 */
export function FolderFailureNotice(props: { folder: FolderFailureNotice_folder$key }) {
  const { subscriptions } = useFragment(
    graphql`
      fragment FolderFailureNotice_folder on Folder {
        subscriptions {
          id
          subscriptionId
          title
          enabled
          feed {
            failure {
              message
            }
          }
        }
      }
    `,
    props.folder,
  );
  const failing = subscriptions.filter((s) => s.enabled && s.feed.failure);
  if (!failing.length) return null;
  return (
    <Alert.Root status="warning" role="status" alignItems="start" mb="4" data-testid="folder-failure-notice">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>
          {failing.length === 1 ? "1 feed in this folder is failing" : `${failing.length} feeds in this folder are failing`}
        </Alert.Title>
        <Alert.Description>
          <Box as="ul" listStyleType="none">
            {failing.map((s) => (
              <Text as="li" key={s.id} fontSize="sm">
                <Link asChild fontWeight="semibold" color="inherit" textDecoration="underline">
                  <RouterLink to={`/subscriptions/${s.subscriptionId}`}>{s.title}</RouterLink>
                </Link>
                : {s.feed.failure?.message}
              </Text>
            ))}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
