import { EmptyState, Stack, VStack } from "@chakra-ui/react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { ChannelPageQuery } from "../../__generated__/ChannelPageQuery.graphql";
import { CHANNEL_MESSAGES } from "../../features/channels/channelOptions";
import { ChannelHeader } from "../../features/channels/ChannelHeader";
import { ChannelView } from "../../features/channels/ChannelView";
import { environment } from "../../relay/environment";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query ChannelPageQuery($id: ID!) {
    channel(id: $id) {
      id
      name
      nextRunAt
      ...ChannelHeader_channel
      ...ChannelView_channel
    }
    viewer {
      id
      settings {
        accountSettings {
          isAdmin
        }
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<ChannelPageQuery>(environment, query, { id: params.id ?? "" }, { fetchPolicy: "store-and-network" });
}

/**
 * /channels/{id} (spec part 3 section 2): the channel view, for anyone (no token needed to read a channel); the
 * admin edit modal is a child route. An unknown id is the spec's "Channel Not Found".
 */
export function ChannelPage() {
  const data = usePreloadedQuery<ChannelPageQuery>(query, useLoaderData() as PreloadedQuery<ChannelPageQuery>);
  const channel = data.channel;
  usePageTitle(channel?.name ?? CHANNEL_MESSAGES.notFound);
  const isAdmin = data.viewer?.settings.accountSettings.isAdmin === true;
  return (
    <>
      {channel ? (
        <Stack gap="6">
          <ChannelHeader channel={channel} isAdmin={isAdmin} />
          <ChannelView channel={channel} nextRunAt={channel.nextRunAt ?? null} />
        </Stack>
      ) : (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title as="h1">{CHANNEL_MESSAGES.notFound}</EmptyState.Title>
              <EmptyState.Description>It may have been removed, or the link is not quite right.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      <Outlet />
    </>
  );
}
