// The contract check itself: it passes a documented exchange and names each kind of violation.
import { describe, expect, it } from "vitest";
import { contractViolations, type Exchange } from "./contract-check";

const exchange = (over: Partial<Exchange>): Exchange => ({
  method: "POST",
  url: new URL("http://localhost/api/auction/search"),
  requestHeaders: new Headers({ "content-type": "application/json" }),
  requestBody: JSON.stringify({ sort: "ENDING_SOONEST" }),
  status: 200,
  responseType: "application/json; charset=utf-8",
  responseText: JSON.stringify({ data: { content: [], totalElements: 0, last: true } }),
  ...over,
});

describe("the OpenAPI contract check", () => {
  it("passes an exchange the document allows", async () => {
    expect(await contractViolations(exchange({}))).toEqual([]);
  });

  it("names an answer that is not as documented", async () => {
    const [violation] = await contractViolations(exchange({ responseText: JSON.stringify({ data: { content: [] } }) }));
    expect(violation).toMatch(/answer not as documented.*totalElements/);
  });

  it("names a status the operation does not document", async () => {
    expect(await contractViolations(exchange({ status: 418, responseText: "{}" }))).toEqual([
      "POST /auction/search → 418: status not documented",
    ]);
  });

  it("names an errorCode the status does not list", async () => {
    const body = JSON.stringify({ message: "Invalid values", errorCode: "BAD_CREDENTIALS" });
    const [violation] = await contractViolations(exchange({ status: 412, responseText: body }));
    expect(violation).toMatch(/errorCode must be equal to one of the allowed values/);
  });

  it("names a forbidden request the server accepted, and not one it refused", async () => {
    const bad = JSON.stringify({ sort: "CHEAPEST" });
    expect(await contractViolations(exchange({ requestBody: bad }))).toEqual([
      expect.stringMatching(/accepted a request the document forbids.*sort/),
    ]);
    const refused = JSON.stringify({ message: "Invalid values", errorCode: "VALIDATION_FAILED", fieldErrors: {} });
    expect(await contractViolations(exchange({ requestBody: bad, status: 412, responseText: refused }))).toEqual([]);
  });

  it("leaves test-only routes alone", async () => {
    expect(await contractViolations(exchange({ url: new URL("http://localhost/api/test/sql"), status: 500 }))).toEqual(
      [],
    );
  });
});
