import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { StoryMedia_story$key } from "../../__generated__/StoryMedia_story.graphql";
import { ItemImage } from "../content/items/ItemParts";
import { CarouselControls } from "./CarouselControls";
import { MEDIA_INTERVAL_MS } from "./storyOptions";
import { useCarousel } from "./useCarousel";
import "../content/items/items.css";
import "./stories.css";

/** Items whose pictures and videos the carousel may show (the most central first). */
const MEDIA_ITEMS = 30;
const MAX_SLIDES = 10;

interface Slide {
  key: string;
  kind: "image" | "video";
  src: string;
  poster: string | null;
  mimeType: string | null;
  contentItemId: string | null;
  caption: string | null;
}

/**
 * A story's pictures and videos (spec part 2 section 9: the media carousel advances every 10 s unless hovered or
 * playing): the hero picture first, then each item's picture or video once, at most 10. With one picture it is
 * that picture alone, with none a placeholder. A video playing holds the carousel; a caption names the item and
 * opens it (`onOpenItem`).
 */
export function StoryMedia(props: { story: StoryMedia_story$key; title: string; onOpenItem: (contentItemId: string) => void }) {
  const story = useFragment(
    graphql`
      fragment StoryMedia_story on Story {
        heroImage
        heroContentItem {
          contentItemId
        }
        mediaItems: contentItems(first: 30) {
          edges {
            node {
              contentItemId
              title
              jesterImageUrl
              media {
                mediaType
                link
                mimeType
              }
              feed {
                title
              }
            }
          }
        }
      }
    `,
    props.story,
  );
  const slides = useMemo(() => {
    const out: Slide[] = [];
    const seen = new Set<string>();
    const add = (slide: Slide) => {
      if (seen.has(slide.src) || out.length >= MAX_SLIDES) return;
      seen.add(slide.src);
      out.push(slide);
    };
    const items = story.mediaItems.edges.slice(0, MEDIA_ITEMS).map((e) => e.node);
    const hero = items.find((i) => i.contentItemId === story.heroContentItem?.contentItemId);
    if (story.heroImage) {
      add({ key: "hero", kind: "image", src: story.heroImage, poster: null, mimeType: null, contentItemId: hero?.contentItemId ?? null, caption: hero ? captionOf(hero) : null });
    }
    for (const item of items) {
      const video = item.media.find((m) => m.mediaType === "video" && /^https?:/.test(m.link));
      if (video) add({ key: `v-${video.link}`, kind: "video", src: video.link, poster: item.jesterImageUrl ?? null, mimeType: video.mimeType ?? null, contentItemId: item.contentItemId, caption: captionOf(item) });
      else if (item.jesterImageUrl) add({ key: `i-${item.jesterImageUrl}`, kind: "image", src: item.jesterImageUrl, poster: null, mimeType: null, contentItemId: item.contentItemId, caption: captionOf(item) });
    }
    return out;
  }, [story]);
  const carousel = useCarousel(slides.length, MEDIA_INTERVAL_MS, { wideOnly: false });

  if (slides.length <= 1) {
    const only = slides[0];
    return (
      <Stack gap="2">
        <ItemImage src={only?.src ?? null} alt="" className="rv-story-image rv-story-image--hero" />
        {only?.caption && <Caption slide={only} onOpenItem={props.onOpenItem} />}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-roledescription="carousel" aria-label={`Pictures and videos of ${props.title}`} data-testid="media-carousel" data-advancing={carousel.advancing ? "" : undefined} {...carousel.rootProps}>
      <Stack gap="2">
        <div aria-live={carousel.advancing ? "off" : "polite"}>
          {slides.map((slide, i) => {
            const active = i === carousel.index;
            return (
              <Stack
                key={slide.key}
                className="rv-slide"
                data-active={active ? "" : undefined}
                hidden={!active}
                display={active ? "flex" : "none"}
                gap="2"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                data-testid="media-slide"
              >
                {slide.kind === "video" ? (
                  <StoryVideo slide={slide} />
                ) : (
                  <ItemImage src={slide.src} alt="" className="rv-story-image rv-story-image--hero" />
                )}
                {slide.caption && <Caption slide={slide} onOpenItem={props.onOpenItem} />}
              </Stack>
            );
          })}
        </div>
        <CarouselControls
          count={slides.length}
          index={carousel.index}
          paused={carousel.paused}
          onTogglePaused={carousel.togglePaused}
          onPrev={carousel.prev}
          onNext={carousel.next}
          onPick={carousel.go}
          noun="picture"
          pickerLabel={(i) => `Picture ${i + 1} of ${slides.length}`}
        />
      </Stack>
    </Box>
  );
}

function captionOf(item: { title: string | null | undefined; feed: { title: string | null | undefined } }): string | null {
  const title = item.title?.trim();
  if (!title) return item.feed.title ?? null;
  return item.feed.title ? `${item.feed.title}: ${title}` : title;
}

function Caption({ slide, onOpenItem }: { slide: Slide; onOpenItem: (contentItemId: string) => void }) {
  const id = slide.contentItemId;
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
      {id ? (
        <Link
          href={`/content/${id}`}
          color="fg.muted"
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            onOpenItem(id);
          }}
        >
          {slide.caption}
        </Link>
      ) : (
        slide.caption
      )}
    </Text>
  );
}

/** A video slide: the browser's own controls; a file that cannot play falls back to its poster picture. */
function StoryVideo({ slide }: { slide: Slide }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ItemImage src={slide.poster} alt="" className="rv-story-image rv-story-image--hero" />;
  const type = slide.mimeType && /^video\//i.test(slide.mimeType) ? slide.mimeType : undefined;
  return (
    <video
      controls
      preload="metadata"
      playsInline
      poster={slide.poster ?? undefined}
      style={{ width: "100%", aspectRatio: "16 / 9", borderRadius: "var(--chakra-radii-lg)", background: "black" }}
      onError={() => setFailed(true)}
    >
      <source src={slide.src} type={type} onError={() => setFailed(true)} />
    </video>
  );
}
