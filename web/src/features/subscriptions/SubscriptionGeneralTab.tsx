import { Link, Stack, Switch, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { SubscriptionGeneralTab_subscription$key } from "../../__generated__/SubscriptionGeneralTab_subscription.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { DataFeedSection } from "../dataFeeds/DataFeedSection";
import { SaveOnEnterField } from "../../ui/SaveOnEnterField";
import { notifySuccess } from "../../ui/toaster";
import { KeepUnreadSlider } from "./KeepUnreadSlider";
import { SUBSCRIPTIONS_UPDATED, SUBSCRIPTIONS_UPDATE_FAILED } from "./messages";
import { useSubscriptionMutations } from "./subscriptionMutations";

/** properties.enableDatafeed of a subscription (a JSON object the server keeps). */
const datafeedOn = (properties: unknown) => Boolean(properties && typeof properties === "object" && (properties as { enableDatafeed?: unknown }).enableDatafeed === true);

/** Subscription properties, General tab: title, enabled, keep-unread days, full articles, data feed, and the feed it follows. */
export function SubscriptionGeneralTab(props: { viewerId: string; subscription: SubscriptionGeneralTab_subscription$key }) {
  const s = useFragment(
    graphql`
      fragment SubscriptionGeneralTab_subscription on FeedSubscription {
        id
        title
        enabled
        keepUnreadDays
        properties
        fetchFullArticle
        dataFeed {
          ...DataFeedSection_links
        }
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
  const save = async (input: { title?: string; enabled?: boolean; keepUnreadDays?: number; properties?: { enableDatafeed?: boolean; fetchFullArticle?: boolean } }) => {
    const r = await mutations.update({ id: s.id, ...input });
    if (r.ok) notifySuccess(SUBSCRIPTIONS_UPDATED);
    else notifyUserError(r.error, SUBSCRIPTIONS_UPDATE_FAILED);
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

      <KeepUnreadSlider label="Keep unread items for" value={s.keepUnreadDays} onSave={(keepUnreadDays) => void save({ keepUnreadDays })} />

      <Stack gap="1">
        <Switch.Root
          checked={s.fetchFullArticle}
          onCheckedChange={(e) => void save({ properties: { fetchFullArticle: e.checked } })}
          colorPalette="brand"
          aria-describedby="fetch-full-article-help"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Fetch full articles</Switch.Label>
        </Switch.Root>
        <Text id="fetch-full-article-help" fontSize="sm" color="fg.muted">
          For feeds that send only a summary: Rivulet fetches each new item's web page and shows the whole article, with a
          way back to the feed's text. Sites that ask readers not to keep copies are loaded only when you open the item.
        </Text>
      </Stack>

      <DataFeedSection
        noun="subscription"
        enabled={datafeedOn(s.properties)}
        listDisabled={!s.enabled}
        links={s.dataFeed}
        onChange={(enableDatafeed) => void save({ properties: { enableDatafeed } })}
      />

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
