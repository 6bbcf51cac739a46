import { Badge, Button, Heading, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { ChannelHeader_channel$key } from "../../__generated__/ChannelHeader_channel.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { PencilIcon, PlayIcon } from "../../ui/icons";
import { notifySuccess } from "../../ui/toaster";
import { useChannelMutations } from "./channelMutations";

const timeOfDay = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

/**
 * The channel's name and description, the topics it follows and when it runs next; administrators also get Edit
 * (/channels/{id}/edit) and Run now.
 */
export function ChannelHeader(props: { channel: ChannelHeader_channel$key; isAdmin: boolean }) {
  const c = useFragment(
    graphql`
      fragment ChannelHeader_channel on Channel {
        id
        channelId
        name
        description
        enabled
        nextRunAt
        topics {
          id
          name
        }
      }
    `,
    props.channel,
  );
  const mutations = useChannelMutations();
  const [running, setRunning] = useState(false);
  const runNow = async () => {
    setRunning(true);
    const r = await mutations.run(c.id);
    setRunning(false);
    if (r.ok) notifySuccess("The channel is running: new digests appear as they are made.");
    else notifyUserError(r.error);
  };

  return (
    <HStack as="header" justify="space-between" align="start" gap="4" wrap="wrap">
      {/* On a phone the admin buttons go under the title instead of squeezing it. */}
      <Stack gap="1" minW="0" flex="1" flexBasis={{ base: "100%", md: "0" }}>
        <HStack gap="2" wrap="wrap">
          <Heading as="h1" size="2xl" lineClamp={2}>
            {c.name}
          </Heading>
          {!c.enabled && <Badge colorPalette="gray">Paused</Badge>}
        </HStack>
        {c.description && (
          <Text color="fg.muted" maxW="3xl">
            {c.description}
          </Text>
        )}
        <Wrap gap="2" fontSize="sm" color="fg.muted" align="center">
          {c.topics.length > 0 && (
            <HStack gap="1" aria-label="Topics" wrap="wrap">
              {c.topics.map((t) => (
                <Badge key={t.id} variant="subtle" colorPalette="brand">
                  {t.name.replace(/_/g, " ")}
                </Badge>
              ))}
            </HStack>
          )}
          {c.nextRunAt && <Text>Next stories around {timeOfDay(c.nextRunAt)}</Text>}
        </Wrap>
      </Stack>
      {props.isAdmin && (
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => void runNow()} loading={running} disabled={!c.enabled}>
            <PlayIcon aria-hidden /> Run now
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/channels/${c.channelId}/edit`}>
              <PencilIcon aria-hidden /> Edit
            </RouterLink>
          </Button>
        </HStack>
      )}
    </HStack>
  );
}
