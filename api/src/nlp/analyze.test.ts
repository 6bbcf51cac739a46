import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../../../tests/setup/corpus.js";
import { parseFeed } from "../reader/parse/parseFeed.js";
import { analyzeItem, analyzeItems, topicKey } from "./analyze.js";
import { selectItemTopics } from "./itemTopics.js";
import { stem } from "./stem.js";
import { TaggerThread, tagText, TAG } from "./tagger.js";
import { htmlToText, sentences } from "./text.js";

/** Title and lead of each item of a corpus feed, as the clustering work reads them. */
function corpusItems(file: string): Array<{ title: string; text: string }> {
  const feed = parseFeed({ body: readFileSync(path.join(CORPUS_DIR, "feeds", file)), url: "https://corpus.example/feed" });
  return feed.items.map((item) => ({ title: item.title ?? "", text: htmlToText(item.summary || item.contentHtml, 2_400).slice(0, 1_200) }));
}

/** The topics Rivulet gives each item of a corpus feed. */
function corpusTopics(file: string, taggedChars?: number): Array<{ title: string; topics: string[] }> {
  return corpusItems(file).map((item) => ({
    title: item.title,
    topics: selectItemTopics(analyzeItem(item, taggedChars === undefined ? {} : { taggedChars })).map((t) => t.name),
  }));
}

const topicsOf = (title: string, text: string) => selectItemTopics(analyzeItem({ title, text })).map((t) => t.name);

describe("topics of real feed text (tests/corpus)", () => {
  it("finds the people, organisations and places of Portuguese news (UOL)", () => {
    const items = corpusTopics("rss-parser__uolNoticias.rss");
    const poll = items.find((i) => i.title.startsWith("Ibope: Bolsonaro"))!;
    expect(poll.topics).toEqual(expect.arrayContaining(["Ibope", "Jair_Bolsonaro", "Haddad", "Alckmin"]));
    const dow = items.find((i) => i.title.startsWith("Dow Jones"))!;
    expect(dow.topics).toEqual(expect.arrayContaining(["Dow_Jones", "Estados_Unidos"]));
    // Accents stay in names and phrases; no topic is a function word.
    expect(items.flatMap((i) => i.topics)).toContain("Secretaria_Municipal_de_Assistência_Social_de_Apucarana");
    expect(items.flatMap((i) => i.topics).some((t) => ["de", "do", "da", "em", "para"].includes(t.toLowerCase()))).toBe(false);
  });

  it("reads German, where every noun is capitalised, without making every noun a topic (heise)", () => {
    const items = corpusTopics("rss-parser__heise.atom");
    const redHat = items.find((i) => i.title.includes("WildFly"))!;
    expect(redHat.topics).toContain("JBoss_Enterprise_Application_Platform");
    expect(items.find((i) => i.title.startsWith("Scrum Day"))!.topics).toContain("Scrum_Day");
    const all = items.flatMap((i) => i.topics);
    // A lone noun only when the headline carries it and the text repeats it ("Programm" of a conference's programme).
    for (const noun of ["Basis", "Entwicklung", "Version", "Anpassungen", "Teilnehmer", "Plattformen"]) expect(all).not.toContain(noun);
  });

  it("names the people of English show notes and posts", () => {
    expect(corpusTopics("feed-rs__rss2__rss_2.0_nightvale.xml")[0]!.topics).toEqual(expect.arrayContaining(["Cecil_Baldwin", "Haunting_of_Night_Vale"]));
    const blog = corpusTopics("miniflux__parser__testdata__large_rss.xml");
    expect(blog.find((i) => i.title.includes("contract bug"))!.topics).toContain("Jinseo_Kim");
    expect(blog.flatMap((i) => i.topics)).not.toContain("I'm");
  });
});

describe("English read with compromise's tagger", () => {
  it("knows places and people where grammar capitalises, and keeps verbs out of key phrases (The Register, Atom)", () => {
    const items = corpusTopics("feed-rs__atom__atom_example_2.xml");
    const lasers = items.find((i) => i.title.startsWith("Satellites with lasers"))!;
    // "China's new plans?" opens a question in the headline: the rules alone cannot tell its capital from
    // grammar's, compromise's lexicon knows the country.
    expect(lasers.topics).toEqual(expect.arrayContaining(["China", "machine_guns"]));
    expect(lasers.topics).not.toContain("machine_guns_coming");
    const rulesOnly = corpusTopics("feed-rs__atom__atom_example_2.xml", 0).find((i) => i.title.startsWith("Satellites with lasers"))!;
    expect(rulesOnly.topics).not.toContain("China");
    // "France is threatening…" opens the lead's second sentence, past the default budget: a larger one finds it.
    expect(lasers.topics).not.toContain("France");
    expect(corpusTopics("feed-rs__atom__atom_example_2.xml", 600).find((i) => i.title.startsWith("Satellites with lasers"))!.topics).toContain("France");
    expect(items.find((i) => i.title.includes("NASA begs"))!.topics).toEqual(expect.arrayContaining(["NASA", "Moon"]));
  });

  it("gives a person opening a headline their full name (a Planet feed, RSS 1.0)", () => {
    const post = corpusTopics("feed-rs__rss1__rss_1.0_example_2.xml").find((i) => i.title.startsWith("Dave Airlie"))!;
    expect(post.topics).toEqual(expect.arrayContaining(["Dave_Airlie", "DirectX", "Linux"]));
    expect(post.topics).not.toContain("Airlie");
  });

  it("leaves other languages to the rules: Portuguese and German items are analysed as without the tagger", () => {
    for (const file of ["rss-parser__uolNoticias.rss", "rss-parser__heise.atom"]) {
      for (const item of corpusItems(file)) expect(analyzeItem(item)).toEqual(analyzeItem(item, { taggedChars: 0 }));
    }
  });

  it("leaves the clustering's terms to the rules: an item's terms are the same with and without the tagger", () => {
    const items = ["feed-rs__atom__atom_example_2.xml", "feed-rs__rss1__rss_1.0_example_2.xml", "miniflux__parser__testdata__large_rss.xml"].flatMap(corpusItems);
    for (const item of items) expect(analyzeItem(item).terms).toEqual(analyzeItem(item, { taggedChars: 0 }).terms);
    // While the names (topics) differ: "China" opens a question in a headline.
    const lasers = items.find((i) => i.title.startsWith("Satellites with lasers"))!;
    expect(analyzeItem(lasers).entities.map((e) => e.name)).toContain("China");
    expect(analyzeItem(lasers).terms.has("e:china")).toBe(false);
  });

  it("reads only the title and the lead's first sentences up to the budget", () => {
    const filler = "Engineers were inspecting churches and apartment blocks after the quake. ".repeat(8);
    const item = { title: "Aftershocks keep the coast on edge", text: `${filler}Lisbon reopened its schools on Monday.` };
    expect(analyzeItem(item).entities.map((e) => e.name)).not.toContain("Lisbon");
    expect(analyzeItem(item, { taggedChars: 2_000 }).entities.map((e) => e.name)).toContain("Lisbon");
  });

  it("tags in a thread of its own exactly as in the caller's", async () => {
    const items = ["feed-rs__atom__atom_example_2.xml", "feed-rs__rss1__rss_1.0_example_2.xml", "rss-parser__uolNoticias.rss", "miniflux__parser__testdata__large_rss.xml"].flatMap(corpusItems);
    const thread = new TaggerThread();
    try {
      expect(await analyzeItems(items, thread)).toEqual(items.map((item) => analyzeItem(item)));
      expect(thread.started).toBe(true);
    } finally {
      await thread.close();
    }
  });

  it("places each tagged word on the characters it was written with", () => {
    const text = "Portugal's early-morning quake didn't stop U.S. talks.\nAmara Okafor met NASA";
    const spans = tagText(text);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(["Portugal's", "early", "morning", "quake", "didn't", "stop", "U.S.", "talks", "Amara", "Okafor", "met", "NASA"]);
    const tagOf = (word: string) => spans.find((s) => text.slice(s.start, s.end) === word)!.tags;
    expect(tagOf("Portugal's") & TAG.place).toBeTruthy();
    expect(tagOf("quake") & TAG.noun).toBeTruthy();
    expect(tagOf("stop") & TAG.verb).toBeTruthy();
  });
});

describe("entities", () => {
  it("drops roles in front of a name and counts a later surname for the full name", () => {
    const a = analyzeItem({
      title: "Prime Minister Amara Okafor resigns",
      text: "Nigeria's Prime Minister Amara Okafor resigned on Tuesday. Lawmakers in Abuja said Okafor had lost their trust.",
    });
    const okafor = a.entities.find((e) => e.name === "Amara Okafor")!;
    expect(okafor).toMatchObject({ count: 3, inTitle: true });
    expect(a.entities.map((e) => e.name)).not.toContain("Okafor");
    expect(a.entities.map((e) => e.name)).toContain("Abuja");
  });

  it("ends a name at a possessive and keeps connectors inside one", () => {
    const names = analyzeItem({ title: "", text: "Shares fell after Brazil's Amazon report. The Bank of England held rates, and the U.S. State Department said little." }).entities.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(["Amazon", "Bank of England", "US State Department"]));
    expect(names).not.toContain("Brazil Amazon");
  });

  it("does not take a word capitalised only by grammar or a Title Case headline for a name", () => {
    const a = analyzeItem({
      title: "Central Bank Raises Interest Rates To Fight Inflation",
      text: "Officials said the central bank would act. Residents were unsurprised. Inflation rose in March.",
    });
    expect(a.entities).toEqual([]);
    expect(topicsOf("Earthquake shakes the coast", "An earthquake shook the coast on Monday. The earthquake was felt far inland.")).toContain("earthquake");
  });

  it("names topics with underscores for spaces and keys every spelling of one topic alike", () => {
    expect(topicsOf("Talks on climate change stall", "Negotiators on climate change met again. Climate change talks ended without a deal.")).toContain("climate_change");
    expect(topicKey("Amara Okafor")).toBe(topicKey("amara  OKAFOR"));
    expect(topicKey("Zürich")).toBe(topicKey("Zurich"));
  });
});

describe("clustering terms", () => {
  it("stems word forms together and weighs names half", () => {
    expect(new Set(["raise", "raised", "raising", "raises"].map(stem)).size).toBe(1);
    expect(new Set(["strike", "strikes", "striking"].map(stem)).size).toBe(1);
    expect(stem("bus")).toBe("bus");
    const terms = analyzeItem({ title: "Okafor resigns", text: "Nigeria's Amara Okafor resigned after the budget vote." }).terms;
    expect(terms.get("resign")).toBe(3); // twice in the title's weight, once in the text
    expect(terms.get("okafor")).toBeLessThan(terms.get("resign")!);
    expect(terms.has("e:amara okafor")).toBe(true);
    const numbers = [...analyzeItem({ title: "Quake of 7.1 hits; 1,200 homes lost in 2024", text: "" }).terms.keys()].filter((t) => t.startsWith("n:"));
    expect(numbers.sort()).toEqual(["n:1200", "n:7.1"]);
  });

  it("splits sentences but not after initials or abbreviations", () => {
    expect(sentences("Mr. Okafor met Gen. Costa in the U.S. on Monday. Talks ended. Next round: May.")).toEqual([
      "Mr. Okafor met Gen. Costa in the U.S. on Monday.",
      "Talks ended.",
      "Next round: May.",
    ]);
    expect(htmlToText("<p>One</p><p>Two &amp; three<script>x()</script></p>")).toBe("One\nTwo & three");
  });
});
