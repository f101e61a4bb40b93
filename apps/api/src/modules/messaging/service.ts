import { isSupportedMobile, normaliseMobile, type SandboxMessage } from '@xc/api-contract';
import type { SandboxInboxRepository } from './repository';

/** A phone typed any accepted way finds the +84 form messages are stored under; emails match in lower case. */
export function inboxRecipient(to: string): string {
  const trimmed = to.trim();
  return isSupportedMobile(trimmed) ? normaliseMobile(trimmed) : trimmed.toLowerCase();
}

export class SandboxInboxService {
  constructor(private readonly repository: SandboxInboxRepository) {}

  async latest(to?: string, limit = 20): Promise<SandboxMessage[]> {
    const rows = await this.repository.latest(to === undefined ? undefined : inboxRecipient(to), limit);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
