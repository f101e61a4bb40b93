/**
 * The events port: topics a process publishes to and listens on. Two adapters: this process only
 * (one replica, or tests), and Redis pub/sub (`RedisEventBus`, when REDIS_URL is set) so an event
 * published on one replica reaches a stream held by another.
 *
 * Messages are JSON values; both adapters hand a listener its own parsed copy, so no listener sees
 * another's changes and the in-process adapter behaves as Redis does.
 */
export type Listener = (message: unknown) => void;

export interface EventBus {
  /** Delivers to every listener of the topic, on every replica. Never throws: a lost event is logged. */
  publish(topic: string, message: unknown): Promise<void>;
  /** Listens until the returned function is called. */
  subscribe(topic: string, listener: Listener): Promise<() => void>;
  /** Listeners held in this process (a stream that went away must leave none behind). */
  listenerCount(): number;
  close(): Promise<void>;
}

/**
 * Short-lived single-use values shared by the replicas (stream tickets): `take` returns a value
 * once, and never after its time.
 */
export interface TicketStore {
  put(key: string, value: string, ttlMs: number): Promise<void>;
  take(key: string): Promise<string | null>;
}

/** Listeners by topic; what both adapters dispatch through. */
export class Listeners {
  private readonly byTopic = new Map<string, Set<Listener>>();

  /** True when this is the topic's first listener. */
  add(topic: string, listener: Listener): boolean {
    let set = this.byTopic.get(topic);
    const first = set === undefined;
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return first;
  }

  /** True when the topic has no listener left. */
  remove(topic: string, listener: Listener): boolean {
    const set = this.byTopic.get(topic);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.byTopic.delete(topic);
    return true;
  }

  dispatch(topic: string, raw: string, onError: (error: unknown) => void): void {
    const set = this.byTopic.get(topic);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(JSON.parse(raw));
      } catch (error) {
        onError(error);
      }
    }
  }

  get count(): number {
    let total = 0;
    for (const set of this.byTopic.values()) total += set.size;
    return total;
  }

  topics(): string[] {
    return [...this.byTopic.keys()];
  }
}

/** This process only: right for one replica (the embedded database is one process by construction). */
export class InProcessEventBus implements EventBus, TicketStore {
  private readonly listeners = new Listeners();
  private readonly tickets = new Map<string, { value: string; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async publish(topic: string, message: unknown): Promise<void> {
    const raw = JSON.stringify(message);
    // Delivered after the publisher's turn, as a message from Redis would be.
    setImmediate(() => this.listeners.dispatch(topic, raw, this.onError));
  }

  async subscribe(topic: string, listener: Listener): Promise<() => void> {
    this.listeners.add(topic, listener);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.listeners.remove(topic, listener);
    };
  }

  listenerCount(): number {
    return this.listeners.count;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.now();
    if (this.tickets.size >= 1_000) {
      for (const [old, entry] of this.tickets) if (entry.until <= now) this.tickets.delete(old);
    }
    this.tickets.set(key, { value, until: now + ttlMs });
  }

  async take(key: string): Promise<string | null> {
    const entry = this.tickets.get(key);
    if (!entry) return null;
    this.tickets.delete(key);
    return entry.until > this.now() ? entry.value : null;
  }

  async close(): Promise<void> {
    this.tickets.clear();
  }
}
