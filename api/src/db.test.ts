import { describe, expect, it } from "vitest";
import { PLAN_EACH_TIME, statementName } from "./db.js";
import { Prisma } from "./generated/prisma/client.js";

describe("statementName", () => {
  it("prepares statements once per connection, except those that must be planned for their values", () => {
    const sql = (s: Prisma.Sql) => ({ sql: s.sql, argTypes: s.values.map(() => "text") });
    const plain = statementName(sql(Prisma.sql`SELECT ${1} AS one`));
    expect(plain).toMatch(/^r[\w-]{20}$/);
    expect(statementName(sql(Prisma.sql`SELECT ${1} AS one`))).toBe(plain);
    expect(statementName(sql(Prisma.sql`${PLAN_EACH_TIME}
      SELECT ${1} AS one`))).toBe("");
  });
});
