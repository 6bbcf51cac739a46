import type { DataRouter } from "react-router";

/** GET /api_v1/client/telemetry (the server's TelemetrySettings): what to start, null for what is off. */
export interface TelemetrySettings {
  errorReporting: { dsn: string; environment: string; release: string | null; sampleRate: number } | null;
  analytics: { endpoint: string; domain: string; captureOnLocalhost: boolean } | null;
}

export type AppRouter = DataRouter;
