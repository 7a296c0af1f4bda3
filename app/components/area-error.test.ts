// What an area's error page says for what a loader or action threw: the catalogue's words
// (spec 000 section 8) through errorMessage, never an exception's own text.
import { describe, expect, it } from "vitest";
import { caughtFailure } from "./area-error";
import { errorMessage } from "~/api/error-messages";
import { ERROR_MESSAGES } from "~contract/messages/common";

// The shape Remix gives an error boundary for a thrown answer (isRouteErrorResponse checks these fields).
const thrown = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("an area's error page", () => {
  it("shows the server's message for 400, 403, 409 and 418", () => {
    expect(errorMessage(caughtFailure(thrown(409, { message: "The auction has changed" })))).toBe(
      "The auction has changed",
    );
    expect(errorMessage(caughtFailure(thrown(403, {})))).toBe(ERROR_MESSAGES.ACCESS_DENIED);
  });

  it("uses the catalogue for codes and statuses", () => {
    expect(errorMessage(caughtFailure(thrown(401, "Unauthorized")))).toBe(ERROR_MESSAGES.SESSION_EXPIRED);
    expect(errorMessage(caughtFailure(thrown(504, { errorCode: "NETWORK_TIMEOUT" })))).toBe(ERROR_MESSAGES.NETWORK);
    expect(errorMessage(caughtFailure(thrown(400, { errorCode: "PAYMENT_FAILURE", message: "x" })))).toBe(
      ERROR_MESSAGES.PAYMENT_FAILED,
    );
  });

  it("never shows an exception's own text", () => {
    expect(errorMessage(caughtFailure(new Error("D1_ERROR: no such column")))).toBe(ERROR_MESSAGES.GENERIC);
  });
});
