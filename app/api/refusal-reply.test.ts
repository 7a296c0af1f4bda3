import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { conformFieldErrors, refusalReply } from "./refusal-reply";

const form = () => {
  const data = new FormData();
  data.set("name", "Acme");
  data.set("password", "secret");
  return parseWithZod(data, { schema: z.object({ name: z.string(), password: z.string() }) });
};

describe("refusalReply", () => {
  it("puts the API's field errors on their fields, in conform's names", () => {
    expect(conformFieldErrors({ "locationsToSave.0.city": ["Field is required"] })).toEqual({
      "locationsToSave[0].city": ["Field is required"],
    });
    const reply = refusalReply(form(), { status: 412, error: { message: "x", fieldErrors: { name: ["Taken"] } } });
    expect(reply.error).toEqual({ name: ["Taken"] });
  });

  it("shows any other refusal's message above the form and hides the fields asked", () => {
    const reply = refusalReply(form(), { status: 409, error: { message: "Changed meanwhile" } }, ["password"]);
    expect(reply.error?.[""]).toEqual(["Changed meanwhile"]);
    expect(reply.initialValue).toEqual({ name: "Acme" });
  });
});
