import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a refused or dropped connection and a server shutting down, also wrapped as a cause", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command")),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves statement errors and other failures alone", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key value violates unique constraint"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode("42P01", 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
