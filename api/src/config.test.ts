import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has embedded defaults: port 8080, no DATABASE_URL, no Temporal, 7-day guests", () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.database.url).toBeUndefined();
    expect(c.temporal.address).toBeUndefined();
    expect(c.guests.maxAgeDays).toBe(7);
    expect(c.publicUrl).toBe("http://localhost:8080");
    expect(c.rateLimits.authPerIp).toEqual({ limit: 30, windowSeconds: 600 });
  });

  it("keeps the embedded password and downloaded tools in known places, and checks the download base", () => {
    const c = loadConfig({ DATA_DIR: "/srv/rivulet" });
    expect(c.database.embeddedPasswordFile).toBe("/srv/rivulet/postgres.password");
    expect(c.toolsDir).toMatch(/\.tools$/);
    expect(c.temporal.cliDownloadUrl).toBe("https://github.com/temporalio/cli/releases/download");
    expect(loadConfig({ TOOLS_DIR: "/opt/tools", TEMPORAL_CLI_DOWNLOAD_URL: "http://mirror.lan/cli/" }).temporal.cliDownloadUrl).toBe("http://mirror.lan/cli");
    expect(() => loadConfig({ TEMPORAL_CLI_DOWNLOAD_URL: "mirror" })).toThrow(/TEMPORAL_CLI_DOWNLOAD_URL/);
  });

  it("lists every problem at once", () => {
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", TEMPORAL_ADDRESS: "nohost", RATE_LIMIT_AUTH_PER_IP: "lots" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems.join("\n");
      for (const key of ["PORT", "DATABASE_URL", "TEMPORAL_ADDRESS", "RATE_LIMIT_AUTH_PER_IP"]) expect(problems).toContain(key);
    }
  });

  it("overrides tier limits from TIER_LIMITS JSON and treats empty variables as unset", () => {
    const c = loadConfig({ TIER_LIMITS: '{"pro":{"maxSubscriptions":9999}}', PORT: "" });
    expect(c.tiers.pro.maxSubscriptions).toBe(9999);
    expect(c.tiers.pro.maxSubscriptionTags).toBe(250);
    expect(c.port).toBe(8080);
    expect(() => loadConfig({ TIER_LIMITS: '{"gold":{}}' })).toThrow(ConfigError);
  });

  it("turns WebSub on only with a PUBLIC_URL hubs can call back, and sizes pushes like fetches unless told", () => {
    const off = loadConfig({});
    expect(off.webSub).toMatchObject({ enabled: false, leaseSeconds: 864_000, maxBodyBytes: off.fetch.maxBytes, renewIntervalMinutes: 15 });
    expect(() => loadConfig({ WEBSUB_ENABLED: "true" })).toThrow(/WEBSUB_ENABLED: needs PUBLIC_URL/);
    const on = loadConfig({ WEBSUB_ENABLED: "true", PUBLIC_URL: "https://reader.example/", WEBSUB_MAX_BODY_BYTES: "2000000", WEBSUB_LEASE_SECONDS: "3600" });
    expect(on.webSub).toMatchObject({ enabled: true, callbackBase: "https://reader.example/api/websub", maxBodyBytes: 2_000_000, leaseSeconds: 3600 });
    expect(() => loadConfig({ WEBSUB_LEASE_SECONDS: "5" })).toThrow(/WEBSUB_LEASE_SECONDS/);
  });

  it("offers GraphiQL to everyone outside production and to admins in production, unless GRAPHIQL says otherwise", () => {
    expect(loadConfig({}).graphiql).toBe("on");
    expect(loadConfig({ NODE_ENV: "test" }).graphiql).toBe("on");
    expect(loadConfig({ NODE_ENV: "production" }).graphiql).toBe("admins");
    expect(loadConfig({ NODE_ENV: "production", GRAPHIQL: "off" }).graphiql).toBe("off");
    expect(loadConfig({ NODE_ENV: "production", GRAPHIQL: "on" }).graphiql).toBe("on");
    expect(() => loadConfig({ GRAPHIQL: "yes" })).toThrow(/GRAPHIQL: must be on, admins or off/);
  });
});
