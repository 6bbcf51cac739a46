import { Card, Link, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { DigestUploadOptions_digest$key } from "../../__generated__/DigestUploadOptions_digest.graphql";
import type { DigestUploadOptions_viewer$key } from "../../__generated__/DigestUploadOptions_viewer.graphql";
import { TikTokUploadCard } from "./TikTokUploadCard";
import { UPLOAD_MESSAGES } from "./uploadRules";
import { YouTubeUploadCard } from "./YouTubeUploadCard";

const viewerFragment = graphql`
  fragment DigestUploadOptions_viewer on User {
    linkedAccounts {
      service
      connected
    }
  }
`;

const digestFragment = graphql`
  fragment DigestUploadOptions_digest on Digest {
    viewerOwns
    videoUploads {
      platform
      status
      publishId
      videoId
    }
  }
`;

/** The digest as the modal read it over REST: what the tab needs of it. */
export interface UploadableDigest {
  id: string;
  name: string;
  generatedVideoUrl: string | null;
  audioDurationSeconds: number | null;
}

/** Without a linked account on the platform, the way to link one (spec part 3 section 6). */
export function ConnectPrompt(props: { account: string; platform: string }) {
  return (
    <Text color="fg.muted">
      Link your {props.account} account to upload this video to {props.platform}.{" "}
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to="/settings#accounts">Connect {props.account} in Settings</RouterLink>
      </Link>
    </Text>
  );
}

/** One platform's card: its name as the heading, the form (or the prompt to link an account) below. */
export function PlatformCard(props: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-label={props.title}>
      <Card.Header>
        <Card.Title as="h3" fontSize="md">
          {props.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>{props.children}</Card.Body>
    </Card.Root>
  );
}

/**
 * The digest page's Upload Options tab (spec part 3 sections 2, 4, 5 and 8): the video posted to the viewer's own
 * TikTok and YouTube accounts, each form with the spec's rules and messages; without a linked account, a link to
 * /settings#accounts. Only the digest's owner may upload it (the server checks too).
 */
export function DigestUploadOptions(props: { digest: UploadableDigest; viewer: DigestUploadOptions_viewer$key | null; uploads: DigestUploadOptions_digest$key | null }) {
  const viewer = useFragment(viewerFragment, props.viewer);
  const uploads = useFragment(digestFragment, props.uploads);
  if (!props.digest.generatedVideoUrl) return <Text color="fg.muted" py="6" textAlign="center">{UPLOAD_MESSAGES.noVideo}</Text>;
  if (!uploads?.viewerOwns) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        Only the person who made this digest can upload its video.
      </Text>
    );
  }
  const linked = (service: string) => Boolean(viewer?.linkedAccounts.find((a) => a.service === service)?.connected);
  // The viewer's newest upload to each platform: a finished one keeps its button "Uploaded to …", a publish id its poll.
  const latest = (platform: "tiktok" | "youtube") => {
    const u = uploads.videoUploads.find((v) => v.platform === platform);
    return u ? { status: u.status, publishId: u.publishId ?? null, videoId: u.videoId ?? null } : null;
  };
  return (
    <Stack gap="4">
      <PlatformCard title="TikTok">
        {linked("tiktok") ? <TikTokUploadCard digest={props.digest} latest={latest("tiktok")} /> : <ConnectPrompt account="TikTok" platform="TikTok" />}
      </PlatformCard>
      <PlatformCard title="YouTube">
        {linked("google") ? <YouTubeUploadCard digest={props.digest} latest={latest("youtube")} /> : <ConnectPrompt account="Google" platform="YouTube" />}
      </PlatformCard>
    </Stack>
  );
}
