import { describe, expect, it } from "vitest";
import { createAllowList, isForbiddenAddress } from "./addressGuard.js";

describe("isForbiddenAddress", () => {
  it.each([
    "127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1",
    "0.0.0.0", "224.0.0.1", "239.255.255.250", "255.255.255.255", "192.0.2.5", "198.18.0.1",
    "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1",
    "64:ff9b::a9fe:a9fe", "64:ff9b::169.254.169.254", "[::1]", "fe80::1%eth0", "not-an-ip",
  ])("blocks %s", (ip) => expect(isForbiddenAddress(ip)).toBe(true));

  it.each(["93.184.216.34", "1.1.1.1", "8.8.8.8", "172.32.0.1", "192.169.0.1", "2606:4700:4700::1111", "2a00:1450:4001::200e", "::ffff:1.1.1.1"])(
    "allows public %s",
    (ip) => expect(isForbiddenAddress(ip)).toBe(false),
  );
});

describe("createAllowList", () => {
  it("matches hostnames (case-insensitively) or resolved addresses", () => {
    const allowed = createAllowList(["127.0.0.1", "NAS.local", "[::1]"]);
    expect(allowed("localhost", "127.0.0.1")).toBe(true);
    expect(allowed("nas.local", "192.168.1.20")).toBe(true);
    expect(allowed("::1", "::1")).toBe(true);
    expect(allowed("router.local", "192.168.1.1")).toBe(false);
  });
});
