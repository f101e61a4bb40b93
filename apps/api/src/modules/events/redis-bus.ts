import { Redis, type RedisOptions } from 'ioredis';
import { Listeners, type EventBus, type Listener, type TicketStore } from './bus';

const CONNECTION_ERROR_LOG_MS = 30_000;

/** A connection that lost Redis and is trying again: commands fail at once rather than wait. */
class RedisAway extends Error {
  constructor(which: string) {
    super(`redis ${which} connection is away`);
  }
}

export interface RedisEventBusOptions {
  /** Key and channel prefix, so several deployments can share one Redis (default `xc:`). */
  prefix?: string;
  /** Told of connection errors and lost messages; the process never stops for them. */
  onError?: (error: unknown, what: string) => void;
}

/**
 * The events port over Redis pub/sub, for several replicas: a message published on one reaches the
 * listeners of every replica. A subscribing connection can do nothing else, so there are two: one
 * publishes (and keeps the tickets), one listens and hands each message to this process's
 * listeners; a channel is subscribed while this process has a listener on it.
 *
 * A Redis outage never crashes the process: both connections have an error listener and reconnect
 * by themselves (ioredis resubscribes); meanwhile every command fails at once (no queue of waiting
 * requests): publishing is logged (the money already committed; the page catches up on its next
 * balance read or reconnect), and new tickets and streams get a 503. Connection errors are logged
 * once per 30 s.
 */
export class RedisEventBus implements EventBus, TicketStore {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Listeners();
  private readonly prefix: string;
  private readonly onError: (error: unknown, what: string) => void;

  constructor(url: string, options: RedisEventBusOptions = {}) {
    this.prefix = options.prefix ?? 'xc:';
    this.onError = options.onError ?? (() => undefined);
    const connection: RedisOptions = {
      // A command waits for a reconnect at most this many retries, then fails (no endless queue).
      maxRetriesPerRequest: 2,
      connectionName: 'xc-events',
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    };
    this.publisher = new Redis(url, connection);
    this.subscriber = new Redis(url, { ...connection, connectionName: 'xc-events-sub' });
    // While Redis is away each reconnection attempt fails with an error: logged once per 30 s.
    const logged = { publisher: 0, subscriber: 0 };
    const connectionError = (which: keyof typeof logged) => (error: unknown) => {
      if (Date.now() - logged[which] < CONNECTION_ERROR_LOG_MS) return;
      logged[which] = Date.now();
      this.onError(error, `redis events ${which}`);
    };
    this.publisher.on('error', connectionError('publisher'));
    this.subscriber.on('error', connectionError('subscriber'));
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (!channel.startsWith(this.channelPrefix)) return;
      this.listeners.dispatch(channel.slice(this.channelPrefix.length), raw, (error) =>
        this.onError(error, 'event listener'),
      );
    });
  }

  /** Fails at once while the connection is being re-established (the first connect may be waited for). */
  private ready(connection: Redis, which: string): void {
    if (connection.status === 'reconnecting' || connection.status === 'end' || connection.status === 'close')
      throw new RedisAway(which);
  }

  private get channelPrefix(): string {
    return `${this.prefix}events:`;
  }

  async publish(topic: string, message: unknown): Promise<void> {
    try {
      this.ready(this.publisher, 'publisher');
      await this.publisher.publish(this.channelPrefix + topic, JSON.stringify(message));
    } catch (error) {
      this.onError(error, 'event not published');
    }
  }

  async subscribe(topic: string, listener: Listener): Promise<() => void> {
    if (this.listeners.add(topic, listener)) {
      try {
        this.ready(this.subscriber, 'subscriber');
        await this.subscriber.subscribe(this.channelPrefix + topic);
      } catch (error) {
        if (this.listeners.remove(topic, listener)) this.unsubscribeChannel(topic);
        throw error;
      }
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (this.listeners.remove(topic, listener)) this.unsubscribeChannel(topic);
    };
  }

  private unsubscribeChannel(topic: string): void {
    // Commands on one connection run in order: a new subscribe sent after this one wins.
    this.subscriber
      .unsubscribe(this.channelPrefix + topic)
      .catch((error: unknown) => this.onError(error, 'redis unsubscribe'));
  }

  listenerCount(): number {
    return this.listeners.count;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.ready(this.publisher, 'publisher');
    await this.publisher.set(`${this.prefix}ticket:${key}`, value, 'PX', ttlMs);
  }

  /** GETDEL: one replica gets the value, whichever asks first; expired keys are gone already. */
  async take(key: string): Promise<string | null> {
    this.ready(this.publisher, 'publisher');
    return this.publisher.getdel(`${this.prefix}ticket:${key}`);
  }

  /** A connected client says goodbye (QUIT); one that lost Redis just stops trying. */
  async close(): Promise<void> {
    const end = async (connection: Redis) => {
      if (connection.status === 'ready') await connection.quit().catch(() => undefined);
      connection.disconnect();
    };
    await Promise.all([end(this.subscriber), end(this.publisher)]);
  }
}
