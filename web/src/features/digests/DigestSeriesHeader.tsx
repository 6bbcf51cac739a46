import { Button, Card, DataList, Heading, HStack, Link, Stack, Switch, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { DigestSeriesHeader_series$key } from "../../__generated__/DigestSeriesHeader_series.graphql";
import { CopyField } from "../../ui/CopyField";
import { notifyUserError } from "../../ui/errorToast";
import { PlayIcon, SlidersIcon } from "../../ui/icons";
import { notifySuccess } from "../../ui/toaster";
import { CHARS_PER_WORD } from "./digestOptions";
import { useDigestMutations } from "./digestMutations";
import { describeSchedule } from "./scheduleBuilder";

type Props = { generateTextSummary?: boolean; generateAudioSummary?: boolean; maxCharacterCount?: number; maxAudioDurationSeconds?: number; voice?: string };

/** Where a series' items come from, with a link to that list. */
function sourceOf(s: { subscription?: { subscriptionId: string; title: string } | null; folder?: { folderId: string; name: string } | null; contentItemTag?: { contentItemTagId: string; name: string; slug?: string | null } | null; storyTopic?: string | null }) {
  if (s.subscription) return { label: s.subscription.title, to: `/subscriptions/${s.subscription.subscriptionId}` };
  if (s.folder) return { label: s.folder.name, to: `/folders/${s.folder.folderId}` };
  if (s.contentItemTag) return { label: s.contentItemTag.name, to: `/content/tags/${s.contentItemTag.slug === "read-later" ? "read-later" : s.contentItemTag.contentItemTagId}` };
  return { label: s.storyTopic ? `Stories: ${s.storyTopic.replace(/_/g, " ")}` : "All stories", to: null };
}

/**
 * The series page's header card (spec part 3 section 2): name, source with its link, enabled toggle, properties,
 * Generate Now and the stats (schedule, text and audio generation); beyond the spec, the private podcast feed's
 * address with a copy button, for any podcast app.
 */
export function DigestSeriesHeader(props: { series: DigestSeriesHeader_series$key; connectionId: string | null }) {
  const s = useFragment(
    graphql`
      fragment DigestSeriesHeader_series on ScheduledDigest {
        id
        scheduledDigestId
        name
        cron
        enabled
        storyTopic
        properties
        podcastUrl
        nextRunAt
        subscription {
          subscriptionId
          title
        }
        folder {
          folderId
          name
        }
        contentItemTag {
          contentItemTagId
          name
          slug
        }
      }
    `,
    props.series,
  );
  const mutations = useDigestMutations();
  const [starting, setStarting] = useState(false);
  const p = (s.properties ?? {}) as Props;
  const source = sourceOf(s);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

  const generateNow = async () => {
    setStarting(true);
    const r = await mutations.start(s.id, props.connectionId);
    setStarting(false);
    if (!r.ok) return notifyUserError(r.error);
    notifySuccess("Generating a new digest…");
  };
  const toggleEnabled = async (enabled: boolean) => {
    const r = await mutations.update({ id: s.id, enabled });
    if (!r.ok) notifyUserError(r.error);
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h1" size="xl">
              {s.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Source:{" "}
              {source.to ? (
                <Link asChild color="fg">
                  <RouterLink to={source.to}>{source.label}</RouterLink>
                </Link>
              ) : (
                source.label
              )}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Switch.Root checked={s.enabled} onCheckedChange={(e) => void toggleEnabled(e.checked)} colorPalette="brand" size="sm">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Enabled</Switch.Label>
            </Switch.Root>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/digests/series/${s.scheduledDigestId}/properties`}>
                <SlidersIcon aria-hidden /> Properties
              </RouterLink>
            </Button>
            <Button size="sm" colorPalette="brand" loading={starting} onClick={() => void generateNow()}>
              <PlayIcon aria-hidden /> Generate Now
            </Button>
          </HStack>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Schedule</DataList.ItemLabel>
            <DataList.ItemValue>
              {describeSchedule(s.cron, zone)}
              {s.enabled && s.nextRunAt ? ` · next ${new Date(s.nextRunAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}` : s.enabled ? "" : " · paused"}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Text generation</DataList.ItemLabel>
            <DataList.ItemValue>{p.generateTextSummary ? `On · about ${Math.round((p.maxCharacterCount ?? 0) / CHARS_PER_WORD)} words` : "Off"}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Audio generation</DataList.ItemLabel>
            <DataList.ItemValue>{p.generateAudioSummary ? `On · up to ${Math.round((p.maxAudioDurationSeconds ?? 0) / 60)} min · ${p.voice ?? "coral"}` : "Off"}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {s.podcastUrl && <CopyField label="Podcast feed" value={s.podcastUrl} />}
      </Card.Body>
    </Card.Root>
  );
}
