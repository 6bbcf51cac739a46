/** Row ids are UUIDs (v7 from PostgreSQL). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-given id can be a row id at all: anything else is "not found" before any query runs. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A UUID no row has. Node lookups scoped to the viewer use it without a session, so they match nothing
 * instead of matching every user's rows.
 */
export const NIL_UUID = "00000000-0000-0000-0000-000000000000";
