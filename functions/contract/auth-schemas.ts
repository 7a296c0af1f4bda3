// The sign-in and password-reset rules of spec 000 section 5, in one place: the API validates with
// these, the Remix forms parse with them (conform), and the tests import the same messages.
import { z } from "zod";
import { FIELD_MESSAGES } from "./messages/common";

/** PBKDF2 runs over the whole password, so an unbounded one would be a cheap way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 6;
const EMAIL_MAX_LENGTH = 254;

/**
 * A required, well-formed email, normalised to lower case (members are stored that way).
 * `pipe` keeps 'Invalid email format' from appearing beside 'Field is required' for an empty value.
 */
export function emailField(
  required: string = FIELD_MESSAGES.required,
  invalidFormat: string = FIELD_MESSAGES.invalidEmail,
) {
  return z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .pipe(z.string().max(EMAIL_MAX_LENGTH, invalidFormat).email(invalidFormat))
    .transform((email) => email.toLowerCase());
}

const tooLong = FIELD_MESSAGES.maxLength(PASSWORD_MAX_LENGTH);

export const LoginSchema = z.object({
  email: emailField(),
  password: z
    .string({ required_error: FIELD_MESSAGES.requiredShort, invalid_type_error: FIELD_MESSAGES.requiredShort })
    .min(1, FIELD_MESSAGES.requiredShort)
    .max(PASSWORD_MAX_LENGTH, tooLong),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

const newPasswordFields = {
  password: z
    .string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, tooLong),
  passwordRepeat: z
    .string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required),
};

function passwordsMatch(value: { password: string; passwordRepeat: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.passwordRepeat) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["passwordRepeat"], message: FIELD_MESSAGES.passwordsMustMatch });
  }
}

/** The reset form as the browser posts it (the token travels in the URL). */
export const NewPasswordFormSchema = z.object(newPasswordFields).superRefine(passwordsMatch);

/** POST /password-reset/password. */
export const ResetPasswordSchema = z
  .object({ ...newPasswordFields, token: z.string({ required_error: FIELD_MESSAGES.required }).min(1).max(200) })
  .superRefine(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

const opaqueToken = z
  .string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
  .min(1)
  .max(300);

export const RefreshTokenSchema = z.object({ refreshToken: opaqueToken });

/** POST /auth/impersonate: `om` is the member id, `t` the one-time token from the admin's link. */
export const ImpersonateSchema = z.object({
  om: z.coerce.number({ invalid_type_error: FIELD_MESSAGES.required }).int().positive(),
  t: opaqueToken,
});

export const AdminImpersonationSchema = z.object({
  memberId: z.coerce.number({ invalid_type_error: FIELD_MESSAGES.required }).int().positive(),
});

/** At most this many device tokens travel with a sign-in (a showroom PC shared by a few dealers). */
export const DEVICE_TOKENS_MAX = 5;

/**
 * The API's sign-in body: the form's fields plus the device tokens this browser or app was given by
 * earlier successful sign-ins (decision 0059). A valid one for this email keeps the sign-in out of
 * the lockout that failures from other sources build up.
 */
export const LoginRequestSchema = LoginSchema.extend({
  deviceTokens: z.array(z.string().max(200)).max(DEVICE_TOKENS_MAX).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
