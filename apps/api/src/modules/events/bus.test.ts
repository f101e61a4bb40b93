import { InProcessEventBus } from './bus';

/**
 * Resolves in the check phase after the bus's own (its immediates run first, in order). A timer would
 * not do: under load, a 5 ms timer can fall due before an immediate queued in the same turn runs.
 */
const delivered = () => new Promise((done) => setImmediate(done));

describe('the in-process event bus', () => {
  it('hands each listener of a topic its own copy, after the publisher’s turn', async () => {
    const bus = new InProcessEventBus();
    const heard: Array<{ n: number }> = [];
    const stopA = await bus.subscribe('t', (message) => {
      const copy = message as { n: number };
      copy.n += 100; // changes its own copy only
      heard.push(copy);
    });
    const stopB = await bus.subscribe('t', (message) => heard.push(message as { n: number }));
    await bus.subscribe('other', () => heard.push({ n: -1 }));
    await bus.publish('t', { n: 1 });
    expect(heard).toEqual([]);
    await delivered();
    expect(heard).toEqual([{ n: 101 }, { n: 1 }]);
    expect(bus.listenerCount()).toBe(3);
    stopA();
    stopA();
    stopB();
    expect(bus.listenerCount()).toBe(1);
  });

  it('keeps a failing listener from stopping the others', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus(Date.now, (error) => errors.push(error));
    const heard: unknown[] = [];
    await bus.subscribe('t', () => {
      throw new Error('listener broke');
    });
    await bus.subscribe('t', (message) => heard.push(message));
    await bus.publish('t', 'x');
    await delivered();
    expect(heard).toEqual(['x']);
    expect(errors).toHaveLength(1);
  });

  it('gives a ticket once, and never after its time', async () => {
    let now = 1_000;
    const bus = new InProcessEventBus(() => now);
    await bus.put('a', 'A', 30_000);
    await bus.put('b', 'B', 30_000);
    expect(await bus.take('a')).toBe('A');
    expect(await bus.take('a')).toBeNull();
    now += 30_000;
    expect(await bus.take('b')).toBeNull();
    expect(await bus.take('never')).toBeNull();
  });
});
