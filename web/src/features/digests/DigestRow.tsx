import { Badge, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { DigestRow_digest$key } from "../../__generated__/DigestRow_digest.graphql";
import { DIGEST_MESSAGES } from "./digestOptions";

const STATUS: Record<string, { label: string; palette: string }> = {
  pending: { label: "Generating", palette: "yellow" },
  completed: { label: "Completed", palette: "green" },
  failed: { label: "Failed", palette: "red" },
};

function Chip(props: { label: string; on: boolean }) {
  return (
    <Badge variant={props.on ? "subtle" : "outline"} colorPalette={props.on ? "brand" : "gray"} opacity={props.on ? 1 : 0.6} aria-label={`${props.label} ${props.on ? "available" : "not available"}`}>
      {props.label}
    </Badge>
  );
}

/**
 * One generated digest in the series page's list (spec part 3 section 2): name, created time and a status badge;
 * completed rows show Text, Audio and Video chips, failed rows their error. The whole card opens /digests/{id}.
 */
export function DigestRow(props: { digest: DigestRow_digest$key }) {
  const d = useFragment(
    graphql`
      fragment DigestRow_digest on Digest {
        digestId
        name
        status
        errorMessage
        createdAt
        generatedTextUrl
        generatedAudioUrl
        generatedVideoUrl
        audioDurationSeconds
      }
    `,
    props.digest,
  );
  const status = STATUS[d.status] ?? { label: "Unknown", palette: "gray" };
  const minutes = d.audioDurationSeconds ? `${Math.floor(d.audioDurationSeconds / 60)}:${String(Math.round(d.audioDurationSeconds % 60)).padStart(2, "0")}` : null;
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root size="sm" variant="outline" _hover={{ borderColor: "border.emphasized", bg: "bg.subtle" }}>
        <Card.Body gap="2">
          <HStack justify="space-between" align="start" gap="3">
            <Stack gap="0" minW="0">
              <LinkOverlay asChild fontWeight="semibold">
                <RouterLink to={`/digests/${d.digestId}`}>{d.name}</RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted">
                {new Date(d.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
                {minutes && ` · ${minutes}`}
              </Text>
            </Stack>
            <Badge colorPalette={status.palette} flexShrink={0}>
              {status.label}
            </Badge>
          </HStack>
          {d.status === "completed" && (
            <HStack gap="2">
              <Chip label="Text" on={Boolean(d.generatedTextUrl)} />
              <Chip label="Audio" on={Boolean(d.generatedAudioUrl)} />
              <Chip label="Video" on={Boolean(d.generatedVideoUrl)} />
            </HStack>
          )}
          {d.status === "failed" && (
            <Text fontSize="sm" color="fg.error">
              {d.errorMessage || DIGEST_MESSAGES.failedDefault}
            </Text>
          )}
          {d.status === "pending" && (
            <Text fontSize="sm" color="fg.muted">
              {DIGEST_MESSAGES.pending}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
