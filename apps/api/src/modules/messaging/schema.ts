import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { OTP_CHANNELS } from '@xc/api-contract';
import { at, oneOf, tuple } from '../../infra/sql';

/** What the sandbox SMS and email gateways "sent": the demo's inbox (the gateway's side, not a brand's). */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: tuple(OTP_CHANNELS) }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('sandbox_messages_channel', oneOf(t.channel, OTP_CHANNELS)),
    index('sandbox_messages_recipient').on(t.recipient, t.id),
  ],
);
