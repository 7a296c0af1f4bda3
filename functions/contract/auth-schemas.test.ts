// The same schemas parse browser forms (conform) and API bodies; both must give the spec's words.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { ForgotPasswordSchema, LoginSchema, NewPasswordFormSchema, ResetPasswordSchema } from "./auth-schemas";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

describe("LoginSchema", () => {
  it("reads the browser form: checkbox 'on' is remember-me, email is normalised", () => {
    const result = parseWithZod(form({ email: " Owner@Northfield.TEST ", password: "pw", rememberMe: "on" }), {
      schema: LoginSchema,
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      email: "owner@northfield.test",
      password: "pw",
      rememberMe: true,
    });
    const unticked = parseWithZod(form({ email: "a@b.co", password: "pw" }), { schema: LoginSchema });
    expect(unticked.status === "success" && unticked.value.rememberMe).toBe(false);
  });

  it("gives the spec's messages for empty and malformed fields, in forms and JSON alike", () => {
    const empty = parseWithZod(form({ email: "", password: "" }), { schema: LoginSchema }).reply();
    expect(empty.error).toEqual({ email: ["Field is required"], password: ["Field required"] });
    const bad = parseWithZod(form({ email: "nope", password: "x" }), { schema: LoginSchema }).reply();
    expect(bad.error).toEqual({ email: ["Invalid email format"] });
    const json = LoginSchema.safeParse({ email: "", password: "" });
    expect(json.success ? {} : json.error.flatten().fieldErrors).toEqual({
      email: ["Field is required"],
      password: ["Field required"],
    });
  });
});

describe("password reset schemas", () => {
  it("requires 6 characters and matching passwords", () => {
    const short = parseWithZod(form({ password: "12345", passwordRepeat: "12345" }), {
      schema: NewPasswordFormSchema,
    }).reply();
    expect(short.error).toEqual({ password: ["Password is too short - should be 6 chars minimum."] });
    const mismatch = ResetPasswordSchema.safeParse({ password: "123456", passwordRepeat: "1234567", token: "t" });
    expect(mismatch.success ? {} : mismatch.error.flatten().fieldErrors).toEqual({
      passwordRepeat: ["Passwords must be the same"],
    });
    expect(ResetPasswordSchema.safeParse({ password: "123456", passwordRepeat: "123456", token: "t" }).success).toBe(
      true,
    );
  });

  it("requires a valid email to request a link", () => {
    expect(ForgotPasswordSchema.safeParse({ email: "x@y.co" }).success).toBe(true);
    const empty = parseWithZod(form({ email: "" }), { schema: ForgotPasswordSchema }).reply();
    expect(empty.error).toEqual({ email: ["Field is required"] });
  });
});
