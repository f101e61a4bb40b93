import {
  EVENT_PATHS as P,
  EVENT_RETRY_MS,
  eventStreamResponseSchema,
  eventTicketResponseSchema,
  playerEventsQuerySchema,
  type JackpotEvent,
  type PlayerEvent,
} from '@xc/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '../../infra/errors';
import { currentSession } from '../../infra/player-session';
import { errorResponses } from '../../infra/route-schema';
import type { EventStreams } from './service';
import { startEventStream, type EventStream } from './sse';

export interface EventRoutesOptions {
  streams: EventStreams;
  /** Public jackpot streams one process holds at most (each is a socket and a listener). */
  maxJackpotStreams?: number;
}

/** A failure of the bus or the ticket store (Redis away) is a 503 with the contract's body. */
function unavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError(503, 'SERVICE_UNAVAILABLE', MESSAGES.unavailable, { cause: error });
}

/**
 * Live updates (server-sent events): the player's stream, opened with a single-use ticket, and the
 * public jackpot stream. Both start with the current state (a snapshot), so a reconnect needs no
 * replay of what it missed: `Last-Event-ID` is not needed and not read.
 */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (
  app,
  { streams, maxJackpotStreams = 10_000 },
) => {
  const live = new Set<EventStream>();
  let jackpotStreams = 0;
  // Open streams never end by themselves: closing the server ends them first.
  app.addHook('preClose', async () => {
    for (const stream of [...live]) stream.close();
  });
  const track = (stream: EventStream) => {
    live.add(stream);
    stream.onClose(() => live.delete(stream));
  };

  app.post(
    P.ticket,
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['events'],
        summary:
          "A single-use ticket (30 s) to open the player's event stream with (an EventSource sends no header)",
        response: { 200: eventTicketResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return { data: await streams.issueTicket(currentSession(request)) };
      } catch (error) {
        request.log.warn({ err: error }, 'event ticket not issued');
        throw unavailable(error);
      }
    },
  );

  app.get(
    P.player,
    {
      compress: false,
      schema: {
        tags: ['events'],
        summary:
          "The player's live updates (text/event-stream): the balance now, then each change; the stream ends when the session does",
        querystring: playerEventsQuerySchema,
        produces: ['text/event-stream'],
        response: { 200: eventStreamResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await streams.redeem(request.query.ticket, request.brand).catch((error: unknown) => {
        throw unavailable(error);
      });
      const release = streams.acquire(session);
      let stream: EventStream | null = null;
      const early: PlayerEvent[] = [];
      const send = (event: PlayerEvent) => (stream ? stream.send(event) : early.push(event));
      // Logout, another login, a password change: the stream says so and ends.
      const check = async () => {
        const still = await streams.sessionLive(session.sessionId);
        if (!still && stream && !stream.closed) {
          stream.send({ type: 'session_ended' } satisfies PlayerEvent);
          stream.close();
        }
        return still;
      };
      let subscription;
      try {
        subscription = await streams.subscribePlayer(session, send, () => {
          check().catch((error: unknown) => request.log.warn({ err: error }, 'event stream check failed'));
        });
      } catch (error) {
        release();
        request.log.warn({ err: error }, 'event stream not opened');
        throw unavailable(error);
      }
      const opened = startEventStream(request, reply, {
        retryMs: EVENT_RETRY_MS,
        heartbeatMs: streams.heartbeatMs,
        onHeartbeat: check,
      });
      stream = opened;
      opened.onClose(() => {
        subscription.close();
        release();
      });
      track(opened);
      for (const event of early.splice(0)) opened.send(event);
    },
  );

  app.get(
    P.jackpot,
    {
      compress: false,
      schema: {
        tags: ['events', 'jackpot'],
        summary: "The big jackpot's figures (text/event-stream): now, then whenever they change",
        produces: ['text/event-stream'],
        response: { 200: eventStreamResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (jackpotStreams >= maxJackpotStreams) throw unavailable(new Error('too many jackpot streams'));
      jackpotStreams += 1;
      let stream: EventStream | null = null;
      const early: JackpotEvent[] = [];
      let stop: () => void;
      try {
        stop = await streams.subscribeJackpot((jackpot) => {
          const event: JackpotEvent = { type: 'jackpot', jackpot };
          if (stream) stream.send(event);
          else early.push(event);
        });
      } catch (error) {
        jackpotStreams -= 1;
        throw unavailable(error);
      }
      const opened = startEventStream(request, reply, {
        retryMs: EVENT_RETRY_MS,
        heartbeatMs: streams.heartbeatMs,
      });
      stream = opened;
      opened.onClose(() => {
        stop();
        jackpotStreams -= 1;
      });
      track(opened);
      for (const event of early.splice(0)) opened.send(event);
    },
  );
};
