import type { Clock } from '../../infra/clock';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { SandboxInboxRepository } from './repository';

export interface SmsMessage {
  /** +84 and nine digits. */
  to: string;
  text: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** An SMS gateway. Resolves once the gateway accepted the message. */
export interface SmsSender {
  readonly sandbox: boolean;
  send(message: SmsMessage): Promise<void>;
}

export interface EmailSender {
  readonly sandbox: boolean;
  send(message: EmailMessage): Promise<void>;
}

/**
 * The demo gateways: nothing leaves the machine. Each message goes to the server log (at info, with
 * `sandbox: true`, code included, so a demo can be followed in the terminal) and to the sandbox inbox
 * table, which the operator CLI and the e2e tests read.
 */
export class SandboxSmsSender implements SmsSender {
  readonly sandbox = true;
  constructor(
    private readonly inbox: SandboxInboxRepository,
    private readonly log: Logger | undefined,
    private readonly clock: Clock,
  ) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    await this.inbox.insert({
      channel: 'sms',
      recipient: to,
      subject: null,
      body: text,
      createdAt: this.clock(),
    });
    this.log?.info({ sandbox: true, channel: 'sms', to, text }, 'sandbox SMS (not sent)');
  }
}

export class SandboxEmailSender implements EmailSender {
  readonly sandbox = true;
  constructor(
    private readonly inbox: SandboxInboxRepository,
    private readonly log: Logger | undefined,
    private readonly clock: Clock,
  ) {}

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    await this.inbox.insert({
      channel: 'email',
      recipient: to,
      subject,
      body: text,
      createdAt: this.clock(),
    });
    this.log?.info({ sandbox: true, channel: 'email', to, subject, text }, 'sandbox email (not sent)');
  }
}
