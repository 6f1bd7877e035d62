import { z } from 'zod';
import { ACCOUNT_KINDS, LINK_ROUTES } from './constants';
import {
  confirmPassword,
  email,
  firstName,
  id,
  lastName,
  password,
  phone,
  whatsApp,
} from './fields';
import { API_MSG, MSG } from './messages';

/**
 * Adds 'Password must match' on confirmPassword once both passwords are well-formed strings.
 * JSON Schema cannot say that one field equals another: the schemas below say it to the API
 * document with `x-same-as` (docs/api.md).
 */
function withPasswordMatch<T extends z.ZodObject<{ confirmPassword: typeof confirmPassword }>>(
  schema: T,
  passwordKey: 'setPassword' | 'userPassword',
) {
  return schema.refine(
    (value) => (value as Record<string, unknown>)[passwordKey] === value.confirmPassword,
    {
      error: MSG.passwordMatch,
      path: ['confirmPassword'],
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return (
          typeof value?.[passwordKey] === 'string' && typeof value?.confirmPassword === 'string'
        );
      },
    },
  );
}

export const accountKind = z.enum(ACCOUNT_KINDS, { error: 'dbName must be User or Admin' });

export const registerSchema = withPasswordMatch(
  z.object({
    userFirstName: firstName,
    userLastName: lastName,
    userPhone: phone,
    userWhatsApp: whatsApp,
    userMail: email,
    setPassword: password,
    confirmPassword: confirmPassword.meta({ 'x-same-as': 'setPassword' }),
  }),
  'setPassword',
);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  userMail: email,
  userPassword: password,
  dbName: accountKind.default('User'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** subject and text are accepted for compatibility and ignored: the mail text is the server's. */
export const verifyLinkSchema = z.object({
  route: z.enum(LINK_ROUTES, { error: 'route must be emailVerified or resetPassword' }),
  userMail: email,
  dbName: accountKind.default('User'),
  subject: z.string().max(500).optional(),
  text: z.string().max(5000).optional(),
});
export type VerifyLinkInput = z.input<typeof verifyLinkSchema>;

export const forgotPasswordSchema = z.object({ userMail: email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = withPasswordMatch(
  z.object({
    userPassword: password,
    confirmPassword: confirmPassword.meta({ 'x-same-as': 'userPassword' }),
  }),
  'userPassword',
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** A link token is 32 random bytes in base64url. */
export const linkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: API_MSG.linkInvalid });

export const profileSchema = z.object({ firstName, lastName, phone, whatsApp });
export type ProfileInput = z.input<typeof profileSchema>;

export const userIdParams = z.object({ userId: id });

/**
 * Decoded token claims (docs/product.md §3): the user token carries userId and email, the admin's
 * email; the admin's also names the account by id, so a renamed or re-created admin with the
 * same e-mail is never mistaken for the old one.
 */
export type UserTokenClaims = { kind: 'user'; userId: string; email: string };
export type AdminTokenClaims = { kind: 'admin'; adminId: string; email: string };
export type TokenClaims = UserTokenClaims | AdminTokenClaims;
