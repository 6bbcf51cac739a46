import { describe, expect, it } from "vitest";
import { DIGEST_MESSAGES, SCRIPT_PRESETS, TEXT_PRESETS, VOICE_PRESETS, presetOf } from "./digestOptions";
import { defaultForm, storyTopicInput, toggleSummary, toInput, validateForm } from "./editorState";

describe("digest editor rules (spec part 3 sections 4 and 5)", () => {
  const base = defaultForm("Rivulet").properties;

  it("turning audio off turns video off; turning video on forces audio on with the first presets", () => {
    const withVideo = toggleSummary(base, "video", true);
    expect(withVideo.generateVideoSummaryFromAudio).toBe(true);
    const off = toggleSummary(withVideo, "audio", false);
    expect([off.generateAudioSummary, off.generateVideoSummaryFromAudio]).toEqual([false, false]);
    const forced = toggleSummary({ ...off, audioSummaryPromptNotes: "mine", audioSummaryVoiceNotes: "mine" }, "video", true);
    expect(forced.generateAudioSummary).toBe(true);
    expect(forced.audioSummaryPromptNotes).toBe(SCRIPT_PRESETS[0]!.text);
    expect(forced.audioSummaryVoiceNotes).toBe(VOICE_PRESETS[0]!.text);
  });

  it("turning text on resets its style to the first preset; a preset's text reads as the preset, anything else as Custom", () => {
    const on = toggleSummary({ ...base, textSummaryPromptNotes: "my own" }, "text", true);
    expect(presetOf(TEXT_PRESETS, on.textSummaryPromptNotes)).toBe("News Update");
    expect(presetOf(TEXT_PRESETS, TEXT_PRESETS[1]!.text)).toBe("AI Assistant");
    expect(presetOf(TEXT_PRESETS, `${TEXT_PRESETS[1]!.text}!`)).toBe("Custom");
  });

  it("names every missing field with the spec's messages; a story topic needs no source", () => {
    const f = defaultForm("Rivulet");
    const errors = validateForm({ ...f, properties: { ...f.properties, generateAudioSummary: false } });
    expect(errors).toEqual({
      name: DIGEST_MESSAGES.nameRequired,
      cron: DIGEST_MESSAGES.scheduleRequired,
      summary: DIGEST_MESSAGES.summaryRequired,
      source: DIGEST_MESSAGES.sourceRequired,
    });
    expect(validateForm({ ...f, name: "Tech", cron: "0 9 * * 1", sourceKind: "story_topic", storyTopic: "" })).toEqual({});
  });

  it("sends exactly one source; story topics have underscores for spaces", () => {
    const input = toInput({ ...defaultForm("R"), name: " A ", cron: "0 9 * * 1", sourceKind: "subscription_tag", sourceId: "f1" });
    expect([input.name, input.subscriptionId, input.folderId, input.contentItemTagId, input.storyTopic]).toEqual(["A", null, "f1", null, null]);
    expect(storyTopicInput("space flight news")).toBe("space_flight_news");
  });
});
