import type nlpType from "compromise/two";
import { createRequire } from "node:module";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

// This module is also the tagger thread's entry (TaggerThread): it imports nothing of the project, so a thread
// can load it as it is, from the sources (Node strips its types) or from the build.

/**
 * What compromise's part-of-speech tagger says of a word, as bits (a word can carry several: "housing" in
 * "housing crisis" is a verb's gerund used as a noun's modifier).
 */
export const TAG = {
  noun: 1,
  properNoun: 2,
  /** Known to compromise's lexicon as a person's name (first names, surnames, honorifics around them). */
  person: 4,
  /** Known as a place: country, region, city, or a place word ("Department" of "State Department"). */
  place: 8,
  organization: 16,
  verb: 32,
  gerund: 64,
  adjective: 128,
  date: 256,
  value: 512,
  pronoun: 1024,
} as const;

const BITS: Array<[string, number]> = [
  ["Noun", TAG.noun], ["ProperNoun", TAG.properNoun], ["Person", TAG.person], ["Place", TAG.place], ["Organization", TAG.organization],
  ["Verb", TAG.verb], ["Gerund", TAG.gerund], ["Adjective", TAG.adjective], ["Date", TAG.date], ["Value", TAG.value], ["Pronoun", TAG.pronoun],
];

/** A word compromise found in the text: where it is and its tags. */
export interface TaggedSpan {
  start: number;
  end: number;
  tags: number;
}

/**
 * compromise's English tagger over plain text: each word's character span and tags, in order. `compromise/two`
 * is the tagger without the phrase chunker of the full build (the chunker doubles the cost and nothing here
 * reads chunks). Its model (lexicon and rules) ships in the package: nothing is downloaded at run time.
 */
export function tagText(text: string): TaggedSpan[] {
  const nlp = compromise();
  const out: TaggedSpan[] = [];
  // compromise keeps every character in a term's pre, text or post, so their lengths place each word.
  let at = 0;
  for (const sentence of nlp(text).docs) {
    for (const term of sentence) {
      const start = at + term.pre.length;
      const end = start + term.text.length;
      at = end + term.post.length;
      if (term.text.length === 0) continue; // the implicit half of a contraction ("Portugal's" → is)
      let tags = 0;
      const set = term.tags;
      if (set) for (const [name, bit] of BITS) if (set.has(name)) tags |= bit;
      out.push({ start, end, tags });
    }
  }
  return out;
}

type Compromise = typeof nlpType;
let loaded: Compromise | null = null;

/**
 * compromise, loaded at its first use: its lexicon and rules cost a process about 50 MiB, and most processes that
 * import this module never tag (the api serves stories it does not make; the clustering work tags in its thread,
 * and only that thread loads it). Synchronous through require (the package ships a CommonJS build of `two`). Not
 * through lib/lazyRequire: the thread runs this file on its own, in development from the TypeScript source with
 * Node's type stripping, where only builtins and packages resolve.
 */
function compromise(): Compromise {
  return (loaded ??= createRequire(import.meta.url)("compromise/two") as Compromise);
}

/** Spans as a flat list (start, end, tags, …): what crosses between threads. */
function encode(spans: TaggedSpan[]): Int32Array {
  const out = new Int32Array(spans.length * 3);
  spans.forEach((s, n) => out.set([s.start, s.end, s.tags], n * 3));
  return out;
}

function decode(flat: Int32Array): TaggedSpan[] {
  const out: TaggedSpan[] = [];
  for (let n = 0; n < flat.length; n += 3) out.push({ start: flat[n]!, end: flat[n + 1]!, tags: flat[n + 2]! });
  return out;
}

const ROLE = "rivulet-tagger";

// In the tagger thread: tag what the main thread sends.
if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  parentPort!.on("message", (message: { id: number; texts: string[] }) => {
    const spans = message.texts.map((t) => encode(tagText(t)));
    parentPort!.postMessage({ id: message.id, spans }, spans.map((s) => s.buffer as ArrayBuffer));
  });
}

/**
 * compromise's tagger in a thread of its own, shared by the process: the clustering work tags the next chunk's
 * items there while it clusters and writes this one (on two cores the tagging then costs it little time). The
 * thread starts at the first use; when it cannot start or fails, texts are tagged here instead (the same tags).
 * It keeps the process alive only while it has work.
 */
export class TaggerThread {
  private worker: Worker | null = null;
  private failed = false;
  private next = 0;
  private readonly waiting = new Map<number, { texts: string[]; resolve: (spans: TaggedSpan[][]) => void }>();

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(new URL(import.meta.url), { workerData: { role: ROLE }, resourceLimits: { maxOldGenerationSizeMb: 96 } });
      worker.unref();
      worker.on("message", (m: { id: number; spans: Int32Array[] }) => {
        const request = this.waiting.get(m.id);
        if (!request) return;
        this.waiting.delete(m.id);
        if (this.waiting.size === 0) worker.unref();
        request.resolve(m.spans.map(decode));
      });
      const fail = () => {
        this.failed = true;
        this.worker = null;
        // What the thread had not answered is tagged here.
        for (const [id, request] of this.waiting) {
          this.waiting.delete(id);
          request.resolve(request.texts.map(tagText));
        }
      };
      worker.on("error", fail);
      worker.on("exit", fail);
      this.worker = worker;
    } catch {
      this.failed = true;
    }
    return this.worker;
  }

  /** Each text's tagged words (tagText), tagged in the thread. */
  tagMany(texts: string[]): Promise<TaggedSpan[][]> {
    const worker = texts.length ? this.start() : null;
    if (!worker) return Promise.resolve(texts.map(tagText));
    return new Promise((resolve) => {
      const id = this.next++;
      this.waiting.set(id, { texts, resolve });
      worker.ref();
      worker.postMessage({ id, texts });
    });
  }

  /** Whether the thread runs (it starts at the first texts to tag). */
  get started(): boolean {
    return this.worker !== null;
  }

  /** Stops the thread (tests); a later call starts another. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      worker.removeAllListeners("exit");
      worker.removeAllListeners("error");
      await worker.terminate();
    }
  }
}

/** The process's tagger thread. */
export const taggerThread = new TaggerThread();
