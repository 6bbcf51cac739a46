import { HStack, Slider, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";

/** Spec part 1 section 9: slider changes are saved 250 ms after the last movement. */
const SLIDER_DEBOUNCE_MS = 250;
/** Spec part 2 section 5: keep-unread days 1 to 30. */
export const MIN_KEEP_UNREAD_DAYS = 1;
export const MAX_KEEP_UNREAD_DAYS = 30;

/**
 * Keep-unread days (1 to 30) as a slider that follows the hand and saves once it rests: `onSave` is called
 * 250 ms after the last movement, only with a value other than the saved one.
 */
export function KeepUnreadSlider(props: { label: string; value: number; onSave: (days: number) => void }) {
  const [days, setDays] = useState(props.value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setDays(props.value), [props.value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { onSave, value: saved } = props;

  const change = (value: number) => {
    setDays(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (value !== saved) onSave(value);
    }, SLIDER_DEBOUNCE_MS);
  };

  return (
    <Slider.Root
      min={MIN_KEEP_UNREAD_DAYS}
      max={MAX_KEEP_UNREAD_DAYS}
      step={1}
      value={[days]}
      onValueChange={(e) => change(e.value[0] ?? days)}
      colorPalette="brand"
      aria-label={[`${props.label} (days)`]}
    >
      <HStack justify="space-between">
        <Slider.Label>{props.label}</Slider.Label>
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
  );
}
