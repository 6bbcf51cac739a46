import type { Db } from "../../db.js";
import { json } from "../../rest/respond.js";

/** "disabled" when no Temporal is configured: the reader still serves, so that is not a readiness failure. */
export type TemporalProbe = () => Promise<boolean | "disabled">;

/** Liveness: the process answers. */
export function handleHealthz(): Response {
  return json(200, { status: "ok" });
}

/** Readiness: PostgreSQL answers and Temporal (when configured) is reachable. 503 otherwise. */
export async function handleReadyz(db: Db, temporal: TemporalProbe): Promise<Response> {
  const [database, background] = await Promise.all([
    db.$queryRaw`SELECT 1`.then(() => true, () => false),
    temporal().catch(() => false),
  ]);
  const ready = database && background !== false;
  return json(ready ? 200 : 503, {
    status: ready ? "ready" : "unavailable",
    database: database ? "ok" : "unreachable",
    temporal: background === "disabled" ? "disabled" : background ? "ok" : "unreachable",
  });
}
