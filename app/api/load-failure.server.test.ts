import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "~contract/messages/common";
import { loadFailure } from "./load-failure.server";

describe("loadFailure", () => {
  it("carries the catalogue's words for the refusal and the API's status", () => {
    const thrown = loadFailure({ status: 404, error: { message: "No such row" } });
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toEqual({ message: ERROR_MESSAGES.NOT_FOUND });
  });

  it("keeps the server's words where the catalogue defers to them", () => {
    const thrown = loadFailure({ status: 403, error: { message: "Owners only" } });
    expect(thrown.init?.status).toBe(403);
    expect(thrown.data).toEqual({ message: "Owners only" });
  });
});
