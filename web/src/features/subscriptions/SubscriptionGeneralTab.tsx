import { HStack, Link, Slider, Stack, Switch, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { SubscriptionGeneralTab_subscription$key } from "../../__generated__/SubscriptionGeneralTab_subscription.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { SaveOnEnterField } from "../../ui/SaveOnEnterField";
import { notifySuccess } from "../../ui/toaster";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "./messages";
import { useSubscriptionMutations } from "./subscriptionMutations";

/** Spec part 1 section 9: slider changes are saved 250 ms after the last movement. */
const SLIDER_DEBOUNCE_MS = 250;
const MIN_DAYS = 1;
const MAX_DAYS = 30;

/** Subscription properties, General tab: title, enabled, keep-unread days, and the feed it follows. */
export function SubscriptionGeneralTab(props: { viewerId: string; subscription: SubscriptionGeneralTab_subscription$key }) {
  const s = useFragment(
    graphql`
      fragment SubscriptionGeneralTab_subscription on FeedSubscription {
        id
        title
        enabled
        keepUnreadDays
        feed {
          feedId
          title
          url
        }
      }
    `,
    props.subscription,
  );
  const mutations = useSubscriptionMutations(props.viewerId);
  const [days, setDays] = useState(s.keepUnreadDays);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setDays(s.keepUnreadDays), [s.keepUnreadDays]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = async (input: { title?: string; enabled?: boolean; keepUnreadDays?: number }) => {
    const r = await mutations.update({ id: s.id, ...input });
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
  };
  const changeDays = (value: number) => {
    setDays(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (value !== s.keepUnreadDays) void save({ keepUnreadDays: value });
    }, SLIDER_DEBOUNCE_MS);
  };

  return (
    <Stack gap="6">
      <SaveOnEnterField label="Title" value={s.title} onSave={(title) => void save({ title })} />

      <Switch.Root checked={s.enabled} onCheckedChange={(e) => void save({ enabled: e.checked })} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Enabled</Switch.Label>
      </Switch.Root>
      {!s.enabled && (
        <Text fontSize="sm" color="fg.muted" mt="-4">
          A disabled subscription is not updated and shows no content.
        </Text>
      )}

      <Slider.Root
        min={MIN_DAYS}
        max={MAX_DAYS}
        step={1}
        value={[days]}
        onValueChange={(e) => changeDays(e.value[0] ?? days)}
        colorPalette="brand"
        aria-label={["Keep unread items for (days)"]}
      >
        <HStack justify="space-between">
          <Slider.Label>Keep unread items for</Slider.Label>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            {days} {days === 1 ? "day" : "days"}
          </Text>
        </HStack>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>

      <Stack gap="1">
        <Text fontWeight="medium">Feed</Text>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={`/feeds/${s.feed.feedId}`}>{s.feed.title ?? s.feed.url}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {s.feed.url}
        </Text>
      </Stack>
    </Stack>
  );
}
