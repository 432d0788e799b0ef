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
