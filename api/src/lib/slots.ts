/**
 * A counting semaphore for work that is heavy per process (speech, encoding, video), so a burst of digests due in
 * one minute runs a few renders at a time instead of one per activity slot (Temporal's default allows 100 at once:
 * 100 espeak-ng and ffmpeg children on 2 cores would all finish late and together hold gigabytes). Waiters are
 * served in arrival order, and `whileWaiting` is called every `pingMs` so an activity keeps heartbeating in line.
 */
export interface Slots {
  run<T>(work: () => Promise<T>, whileWaiting?: () => void): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createSlots(size: number, pingMs = 5_000): Slots {
  if (!Number.isInteger(size) || size < 1) throw new Error("createSlots: size must be a positive integer");
  let running = 0;
  const queue: Array<() => void> = [];

  async function acquire(whileWaiting?: () => void): Promise<void> {
    if (running < size && queue.length === 0) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = whileWaiting ? setInterval(whileWaiting, pingMs) : null;
      queue.push(() => {
        if (timer) clearInterval(timer);
        resolve();
      });
    });
  }

  function release(): void {
    const next = queue.shift();
    // The slot passes straight to the next in line: `running` stays as it is.
    if (next) next();
    else running -= 1;
  }

  return {
    async run(work, whileWaiting) {
      await acquire(whileWaiting);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
