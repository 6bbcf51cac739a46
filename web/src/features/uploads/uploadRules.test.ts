import { describe, expect, it } from "vitest";
import { initialTikTokForm, isFinalStatus, parseTags, privacyChoices, tiktokBlocker, tiktokBody, tiktokErrors, type CreatorInfo } from "./uploadRules";

const creator: CreatorInfo = {
  creatorAvatarUrl: null, creatorNickname: "Tester", creatorUsername: "tester", maxVideoPostDurationSeconds: 180,
  privacyLevelOptions: ["MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY", "FOLLOWER_OF_CREATOR"], commentDisabled: true, duetDisabled: false, stitchDisabled: false,
};

describe("upload options rules", () => {
  it("a privacy level must be chosen, disclosure needs a choice, and branded content cannot be private", () => {
    const form = initialTikTokForm(creator);
    expect(tiktokErrors(form)).toEqual({ privacyLevel: "Select a privacy level before uploading" });
    expect(tiktokErrors({ ...form, privacyLevel: "SELF_ONLY", disclose: true })).toEqual({ disclose: "You need to indicate if your content promotes yourself, a third party, or both." });
    expect(tiktokErrors({ ...form, privacyLevel: "SELF_ONLY", disclose: true, brandContent: true })).toEqual({ privacyLevel: "Branded content visibility cannot be set to private." });
    expect(tiktokErrors({ ...form, privacyLevel: "SELF_ONLY", disclose: true, brandOrganic: true })).toEqual({});
  });

  it("the video must exist and fit the creator's maximum duration; only the creator's privacy levels are offered", () => {
    expect(tiktokBlocker(false, 10, creator)).toBe("No video available to upload");
    expect(tiktokBlocker(true, 181, creator)).toBe("Video exceeds maximum allowed duration of 180 seconds");
    expect(tiktokBlocker(true, 180, creator)).toBeNull();
    expect(privacyChoices(creator).map((p) => p.value)).toEqual(["MUTUAL_FOLLOW_FRIENDS", "SELF_ONLY"]);
  });

  it("what the creator turned off stays off; the title falls back to the digest's name; disclosure toggles only when disclosing", () => {
    const form = { ...initialTikTokForm(creator), privacyLevel: "SELF_ONLY", allowComment: true, brandContent: true, coverSeconds: 1.25 };
    expect(initialTikTokForm(creator).allowComment).toBe(false);
    expect(tiktokBody(form, creator, "Morning")).toEqual({
      title: "Morning", privacyLevel: "SELF_ONLY", disableComment: true, disableDuet: false, disableStitch: false, videoCoverTimestamp: 1250,
      brandContentToggle: false, brandOrganicToggle: false, isAIGC: true, discloseContent: false,
    });
  });

  it("polling stops on success, complete or fail; tags are comma-separated", () => {
    expect(["PROCESSING_UPLOAD", "PROCESSING_DOWNLOAD", "SEND_TO_USER_INBOX"].some(isFinalStatus)).toBe(false);
    expect(["PUBLISH_COMPLETE", "FAILED", "success"].every(isFinalStatus)).toBe(true);
    expect(parseTags(" city, news ,, city,")).toEqual(["city", "news"]);
  });
});
