import { LOGIN_CODE_LENGTH, PROFILE_TYPE } from '@zaber/shared/platform/business';
import { INVALID_EMAIL, maxLength, minLength, PASSWORDS_MUST_MATCH, REQUIRED } from '@zaber/shared/platform/validation/messages';
import { z } from 'zod';

// Inputs arrive nullable from GraphQL so that a missing field gets the Czech message, not a GraphQL one.
const requiredString = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: maxLength(max) });

export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(254, { error: maxLength(254) })
  .pipe(z.email({ error: INVALID_EMAIL }))
  .transform((email) => email.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const newPassword = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED })
  .min(PASSWORD_MIN_LENGTH, { error: minLength(PASSWORD_MIN_LENGTH) })
  .max(PASSWORD_MAX_LENGTH, { error: maxLength(PASSWORD_MAX_LENGTH) });

const newPasswordPair = {
  newPassword1: newPassword,
  newPassword2: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }),
};

function passwordsMatch(value: { newPassword1: string; newPassword2: string }): boolean {
  return value.newPassword1 === value.newPassword2;
}
const mismatch = { error: PASSWORDS_MUST_MATCH, path: ['newPassword2'] };

export const signUpSchema = z.object({
  name: requiredString(100),
  email: emailSchema,
  profileType: z.union([z.literal(PROFILE_TYPE.CLIENT), z.literal(PROFILE_TYPE.EXECUTOR)], { error: REQUIRED }),
  termsAgreement: z.literal(true, { error: REQUIRED }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const requestLoginCodeSchema = z.object({ email: emailSchema });
export type RequestLoginCodeInput = z.infer<typeof requestLoginCodeSchema>;

export const LOGIN_CODE_FORMAT = `Kód má ${LOGIN_CODE_LENGTH} číslic`;

export const loginWithCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), { error: LOGIN_CODE_FORMAT }),
});
export type LoginWithCodeInput = z.infer<typeof loginWithCodeSchema>;

export const loginWithPasswordSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED })
    .max(PASSWORD_MAX_LENGTH, { error: maxLength(PASSWORD_MAX_LENGTH) }),
});
export type LoginWithPasswordInput = z.infer<typeof loginWithPasswordSchema>;

export const setPasswordSchema = z.object(newPasswordPair).refine(passwordsMatch, mismatch);
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

export const changePasswordSchema = z
  .object({ oldPassword: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }), ...newPasswordPair })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

const tokenString = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(200, { error: maxLength(200) });

export const resetPasswordSchema = z.object({ token: tokenString, ...newPasswordPair }).refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const activateAccountSchema = z.object({ token: tokenString });
export type ActivateAccountInput = z.infer<typeof activateAccountSchema>;
