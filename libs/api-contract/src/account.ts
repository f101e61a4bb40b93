import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES as M } from './messages';

/** The "personal info" of /account/user. */
export const profileSchema = z.object({
  id: z.int(),
  rid: z.string(),
  username: z.string(),
  /** +84 and nine digits. */
  phone: z.string(),
  isVerifyPhone: z.boolean(),
  /** The verified email, or null. */
  email: z.nullable(z.string()),
  isVerifyEmail: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ data: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const emailSchema = z.pipe(
  z
    .string({ error: M.emailRequired })
    .check(z.trim(), z.minLength(1, M.emailRequired), z.maxLength(254, M.emailInvalid)),
  z.email({ error: M.emailInvalid }).check(z.toLowerCase()),
);

/** "verifyEmail" modal, step 1: the address to add or change to; it is saved only once its code is verified. */
export const sendEmailCodeRequestSchema = z.object({ email: emailSchema });
export type SendEmailCodeRequest = z.input<typeof sendEmailCodeRequestSchema>;

/** What the sandbox SMS and email gateways "sent" (read by the operator CLI's `inbox`; no public route). */
export const sandboxMessageSchema = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.nullable(z.string()),
  text: z.string(),
  createdAt: z.string(),
});
export type SandboxMessage = z.infer<typeof sandboxMessageSchema>;
