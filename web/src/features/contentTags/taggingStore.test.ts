import { Environment, Network, Observable, RecordSource, Store } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { applyTagging, isTaggedInStore, type TagTarget } from "./taggingStore";

// The optimistic side of tagging against a real Relay store: applied as an optimistic update (exactly as the
// mutations apply it) and disposed the way Relay rolls it back when the server refuses.
function setup() {
  const source = new RecordSource({
    "client:root": { __id: "client:root", __typename: "__Root", viewer: { __ref: "user" } },
    user: { __id: "user", __typename: "User", id: "user", contentItemTags: { __refs: ["later", "rust"] } },
    later: { __id: "later", __typename: "ContentItemTag", id: "later", slug: "read-later", enabled: true, totalContentItems: 0, unreadCount: 0 },
    rust: { __id: "rust", __typename: "ContentItemTag", id: "rust", slug: null, enabled: false, totalContentItems: 4, unreadCount: 0 },
    unread: { __id: "unread", __typename: "ContentItem", id: "unread", isRead: false, contentItemTags: { __refs: [] } },
    read: { __id: "read", __typename: "ContentItem", id: "read", isRead: true, contentItemTags: { __refs: ["later"] } },
    unknown: { __id: "unknown", __typename: "ContentItem", id: "unknown", isRead: false },
  });
  const environment = new Environment({ network: Network.create(() => Observable.create(() => {})), store: new Store(source) });
  const value = (id: string, field: string) => environment.getStore().getSource().get(id)?.[field];
  const tag = (itemId: string, target: TagTarget, tagged: boolean) =>
    environment.applyUpdate({ storeUpdater: (store) => applyTagging(store, itemId, target, tagged) });
  return { environment, value, tag };
}

describe("applyTagging / isTaggedInStore", () => {
  it("tags read-later by slug at once: the item's list and the tag's counts", () => {
    const { environment, value, tag } = setup();
    expect(isTaggedInStore(environment, "unread", { slug: "read-later" })).toBe(false);
    tag("unread", { slug: "read-later" }, true);
    expect(isTaggedInStore(environment, "unread", { slug: "read-later" })).toBe(true);
    expect(isTaggedInStore(environment, "unread", { id: "later" })).toBe(true);
    expect(value("later", "totalContentItems")).toBe(1);
    expect(value("later", "unreadCount")).toBe(1); // an unread item in an enabled tag
  });

  it("rolls back completely when the update is disposed (the server refused)", () => {
    const { environment, value, tag } = setup();
    const update = tag("unread", { id: "rust" }, true);
    expect(isTaggedInStore(environment, "unread", { id: "rust" })).toBe(true);
    expect(value("rust", "totalContentItems")).toBe(5);
    expect(value("rust", "unreadCount")).toBe(0); // a disabled tag counts nothing unread
    update.dispose();
    expect(isTaggedInStore(environment, "unread", { id: "rust" })).toBe(false);
    expect(value("rust", "totalContentItems")).toBe(4);
  });

  it("untags, counting a read item out of the total only, and repeats alternate", () => {
    const { environment, value, tag } = setup();
    tag("read", { slug: "read-later" }, false);
    expect(isTaggedInStore(environment, "read", { slug: "read-later" })).toBe(false);
    expect(value("later", "totalContentItems")).toBe(0); // never below zero
    expect(value("later", "unreadCount")).toBe(0);
    tag("read", { slug: "read-later" }, true);
    expect(isTaggedInStore(environment, "read", { slug: "read-later" })).toBe(true);
    expect(value("later", "totalContentItems")).toBe(1);
    expect(value("later", "unreadCount")).toBe(0);
  });

  it("changes nothing when the item already is as asked, or its tag list was never loaded", () => {
    const { environment, value, tag } = setup();
    tag("read", { id: "later" }, true);
    tag("unread", { id: "rust" }, false);
    tag("unknown", { slug: "read-later" }, true);
    expect(value("later", "totalContentItems")).toBe(0);
    expect(value("rust", "totalContentItems")).toBe(4);
    expect(isTaggedInStore(environment, "unknown", { slug: "read-later" })).toBe(false);
  });
});
