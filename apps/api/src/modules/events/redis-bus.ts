import { Redis, type RedisOptions } from 'ioredis';
import { Listeners, type EventBus, type Listener, type TicketStore } from './bus';

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
 * by themselves (ioredis resubscribes); meanwhile publishing fails fast and is logged (the money
 * already committed; the page catches up on its next balance read), and new streams get a 503.
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
    this.publisher.on('error', (error) => this.onError(error, 'redis events publisher'));
    this.subscriber.on('error', (error) => this.onError(error, 'redis events subscriber'));
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (!channel.startsWith(this.channelPrefix)) return;
      this.listeners.dispatch(channel.slice(this.channelPrefix.length), raw, (error) =>
        this.onError(error, 'event listener'),
      );
    });
  }

  private get channelPrefix(): string {
    return `${this.prefix}events:`;
  }

  async publish(topic: string, message: unknown): Promise<void> {
    try {
      await this.publisher.publish(this.channelPrefix + topic, JSON.stringify(message));
    } catch (error) {
      this.onError(error, 'event not published');
    }
  }

  async subscribe(topic: string, listener: Listener): Promise<() => void> {
    if (this.listeners.add(topic, listener)) {
      try {
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
    await this.publisher.set(`${this.prefix}ticket:${key}`, value, 'PX', ttlMs);
  }

  /** GETDEL: one replica gets the value, whichever asks first; expired keys are gone already. */
  async take(key: string): Promise<string | null> {
    return this.publisher.getdel(`${this.prefix}ticket:${key}`);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
