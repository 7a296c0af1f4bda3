import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "~contract/messages/common";
import { loadFailure, pageFailure } from "./load-failure.server";

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

describe("pageFailure", () => {
  it("answers the catalogue's words as text with the API's status", async () => {
    const thrown = pageFailure({ status: 404, error: { message: "No such auction" } });
    expect(thrown.status).toBe(404);
    expect(await thrown.text()).toBe(ERROR_MESSAGES.NOT_FOUND);
  });
});
