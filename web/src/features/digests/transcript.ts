/** A transcript segment as the API answers it (spec part 3 section 3, plus what was spoken). */
export interface Segment {
  title: string;
  duration: number;
  sourceIds: string[];
  text?: string;
}

/** Where each segment starts, in seconds, and the whole length (the durations add up to the MP3's length). */
export function segmentStarts(segments: readonly Segment[]): { starts: number[]; total: number } {
  const starts: number[] = [];
  let at = 0;
  for (const s of segments) {
    starts.push(at);
    at += Math.max(0, s.duration);
  }
  return { starts, total: at };
}

/** The index of the segment playing at `time` seconds (the last one past the end; -1 when there are none). */
export function segmentAt(segments: readonly Segment[], time: number): number {
  const { starts } = segmentStarts(segments);
  let index = -1;
  for (let i = 0; i < starts.length; i++) if (time >= starts[i]!) index = i;
  return segments.length ? Math.max(0, index) : -1;
}
