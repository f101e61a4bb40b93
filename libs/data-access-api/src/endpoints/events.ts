import { EVENT_PATHS, type eventTicketResponseSchema, type EventTicket } from '@xc/api-contract';
import type { ApiResult } from '../errors';
import { type CallOptions, mapOk, request, type Answer } from '../request';

/**
 * POST /api/user/events/ticket: a single-use ticket (30 s) to open the player's event stream with;
 * an EventSource cannot send the session header, and the token itself never goes in a URL.
 */
export const getEventTicket = async (options: CallOptions = {}): Promise<ApiResult<EventTicket>> =>
  mapOk(
    await request<Answer<typeof eventTicketResponseSchema>>(
      'post',
      EVENT_PATHS.ticket.replace(/^\/api\//, ''),
      options,
    ),
    (body) => body.data,
  );
