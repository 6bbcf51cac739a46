import { HStack, IconButton } from "@chakra-ui/react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../ui/icons";

/** Smaller on phones, so the buttons and ten pickers (24 px each, the WCAG 2.2 target size) share one line. */
const BUTTON_SIZE = { base: "xs", md: "sm" } as const;

/**
 * A carousel's buttons (WAI-ARIA carousel pattern): pause or play first, previous, next, and one picker per slide
 * (the current one marked). Every button has a name; the pickers say which slide they show.
 */
export function CarouselControls(props: {
  count: number;
  index: number;
  paused: boolean;
  onTogglePaused: () => void;
  onPrev: () => void;
  onNext: () => void;
  onPick: (index: number) => void;
  /** "story", "picture": names the previous / next buttons and the pickers. */
  noun: string;
  pickerLabel: (index: number) => string;
}) {
  if (props.count < 2) return null;
  return (
    <HStack gap="2" justify="space-between" flexWrap="wrap">
      <HStack gap="1">
        <IconButton
          size={BUTTON_SIZE}
          variant="ghost"
          aria-label={props.paused ? `Start the ${props.noun} rotation` : `Stop the ${props.noun} rotation`}
          title={props.paused ? "Play" : "Pause"}
          onClick={props.onTogglePaused}
          data-testid="carousel-pause"
        >
          {props.paused ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
        <IconButton size={BUTTON_SIZE} variant="ghost" aria-label={`Previous ${props.noun}`} onClick={props.onPrev} data-testid="carousel-prev">
          <ChevronLeftIcon />
        </IconButton>
        <IconButton size={BUTTON_SIZE} variant="ghost" aria-label={`Next ${props.noun}`} onClick={props.onNext} data-testid="carousel-next">
          <ChevronRightIcon />
        </IconButton>
      </HStack>
      <HStack as="ul" gap="0" listStyleType="none" aria-label={`Choose a ${props.noun}`} flexWrap="wrap">
        {Array.from({ length: props.count }, (_, i) => (
          <li key={i}>
            <IconButton
              size="xs"
              variant="ghost"
              minW="6"
              aria-label={props.pickerLabel(i)}
              aria-current={i === props.index ? "true" : undefined}
              onClick={() => props.onPick(i)}
              data-testid="carousel-picker"
            >
              <span
                aria-hidden="true"
                style={{
                  display: "block",
                  width: i === props.index ? "1.25rem" : "0.5rem",
                  height: "0.5rem",
                  borderRadius: "999px",
                  background: i === props.index ? "var(--chakra-colors-brand-solid)" : "var(--chakra-colors-fg-subtle)",
                  transition: "width 0.2s",
                }}
              />
            </IconButton>
          </li>
        ))}
      </HStack>
    </HStack>
  );
}
