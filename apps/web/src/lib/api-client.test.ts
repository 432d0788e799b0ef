import { afterEach, describe, expect, it } from "vitest";
import { errorFromResponse } from "./api-client.ts";
import { appEvents, onAppEvent } from "./events.ts";
import { readStorage, storageKeys, writeStorage } from "./storage.ts";

const unauthorized = () =>
  new Response(JSON.stringify({ error: "UNAUTHORIZED", message: "Invalid token" }), { status: 401 });

describe("errorFromResponse: the 401 rule", () => {
  afterEach(() => writeStorage(storageKeys.token, null));

  it("ends the session when the token that was refused is still the stored one", () => {
    writeStorage(storageKeys.token, "token-a");
    let expired = 0;
    const off = onAppEvent(appEvents.unauthorized, () => expired++);
    const error = errorFromResponse(
      unauthorized(),
      { error: "UNAUTHORIZED", message: "Invalid token" },
      "token-a",
    );
    off();
    expect(error.status).toBe(401);
    expect(expired).toBe(1);
    expect(readStorage(storageKeys.token)).toBeNull();
  });

  it("leaves the session alone when the refused token was logged out or replaced meanwhile", () => {
    let expired = 0;
    const off = onAppEvent(appEvents.unauthorized, () => expired++);
    // Logged out while the request ran: no token stored any more.
    errorFromResponse(unauthorized(), null, "token-a");
    // Signed in again as someone else: the new session stays.
    writeStorage(storageKeys.token, "token-b");
    errorFromResponse(unauthorized(), null, "token-a");
    off();
    expect(expired).toBe(0);
    expect(readStorage(storageKeys.token)).toBe("token-b");
  });
});

describe("errorFromResponse: reading the error body", () => {
  const answer = (status: number) => new Response(null, { status, statusText: "Teapot" });

  it("takes the code, message and details of the contract's error body", () => {
    const body = {
      error: "NOT_FOUND",
      message: "No active goal found",
      details: { reason: "NO_ACTIVE_GOAL" },
    };
    const error = errorFromResponse(answer(404), body, null);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", message: "No active goal found" });
    expect(error.details).toEqual({ reason: "NO_ACTIVE_GOAL" });
  });

  it("accepts capitalised keys and ignores details that are not an object", () => {
    const body = { Error: "CONFLICT", Message: "Taken", Details: "nope" };
    const error = errorFromResponse(answer(409), body, null);
    expect(error).toMatchObject({ code: "CONFLICT", message: "Taken" });
    expect(error.details).toBeUndefined();
  });

  it("falls back to UNKNOWN for an unknown code or a body that is not the contract's", () => {
    expect(errorFromResponse(answer(500), { error: "BOOM", message: "x" }, null).code).toBe("UNKNOWN");
    const text = errorFromResponse(answer(502), "Bad gateway", null);
    expect(text).toMatchObject({ code: "UNKNOWN", message: "Bad gateway" });
    expect(errorFromResponse(answer(503), null, null).message).toBe("Teapot");
  });
});
