// Which failures mean the database is behind the code (answered 503, not 500).
import { describe, expect, it } from "vitest";
import { isSchemaBehind } from "@/lib/http/schema-behind";

describe("isSchemaBehind", () => {
  it("recognises a missing table or column, from pg or wrapped by Prisma", () => {
    expect(isSchemaBehind(Object.assign(new Error('relation "rate_limits" does not exist'), { code: "42P01" }))).toBe(true);
    expect(isSchemaBehind(Object.assign(new Error('column "x" does not exist'), { code: "42703" }))).toBe(true);
    expect(isSchemaBehind(new Error("wrapped", { cause: { code: "42P01" } }))).toBe(true);
    expect(isSchemaBehind({ code: "P2021", meta: {} })).toBe(true);
    expect(isSchemaBehind({ name: "DriverAdapterError", driverAdapterError: { originalCode: "42703" } })).toBe(true);
  });

  it("leaves every other failure a 500", () => {
    expect(isSchemaBehind(new Error("bug"))).toBe(false);
    expect(isSchemaBehind({ code: "23505" })).toBe(false);
    expect(isSchemaBehind({ code: "ECONNREFUSED" })).toBe(false);
    expect(isSchemaBehind(undefined)).toBe(false);
  });
});
