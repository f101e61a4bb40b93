import type { AnyLeg, LegResult } from './repository';
import { WagerLanes, type LegStatements } from './wager-lanes';

// The lanes' scheduling, with statements that answer when the test says: what is sent alone, what
// together, in which order, and what a leg that raised or a failed statement becomes.

const leg = (playerId: number, transactionId: string): AnyLeg =>
  ({ kind: 'credit', playerId, transactionId }) as unknown as AnyLeg;
const ok = (id: number): LegResult => ({ outcome: 'ok', walletTransactionId: id, balance: 0 });

/** Statements that wait for `release()`; every call is written down. */
function heldStatements() {
  const calls: Array<{ alone: boolean; ids: string[] }> = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const statements: LegStatements & { answer?: (legs: readonly AnyLeg[]) => Array<LegResult | null> } = {
    async legAtOnce(one) {
      calls.push({ alone: true, ids: [one.transactionId] });
      await gate;
      if (one.transactionId.startsWith('boom')) throw new Error(`${one.transactionId} failed alone`);
      return ok(Number(one.transactionId.replace(/\D/g, '')) || 0);
    },
    async legsAtOnce(legs) {
      calls.push({ alone: false, ids: legs.map((l) => l.transactionId) });
      await gate;
      if (statements.answer) return statements.answer(legs);
      return legs.map((l) => ok(Number(l.transactionId.replace(/\D/g, '')) || 0));
    },
  };
  return {
    statements,
    calls,
    open() {
      release();
    },
    close() {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WagerLanes', () => {
  it('sends a leg that finds its lane idle at once and alone', async () => {
    const held = heldStatements();
    held.open();
    const lanes = new WagerLanes(held.statements, { lanes: 1, maxLegs: 10 });
    await expect(lanes.run(leg(1, 't1'))).resolves.toEqual(ok(1));
    expect(held.calls).toEqual([{ alone: true, ids: ['t1'] }]);
  });

  it('sends the legs that arrive while its statement runs together, in order, at most maxLegs at once', async () => {
    const held = heldStatements();
    const lanes = new WagerLanes(held.statements, { lanes: 1, maxLegs: 3 });
    const answers = [1, 2, 3, 4, 5, 6].map((n) => lanes.run(leg(n, `t${n}`)));
    await settle();
    held.open();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5, 6].map(ok));
    expect(held.calls).toEqual([
      { alone: true, ids: ['t1'] },
      { alone: false, ids: ['t2', 't3', 't4'] },
      { alone: false, ids: ['t5', 't6'] },
    ]);
  });

  it("keeps a player's legs on one lane and other players' on others", async () => {
    const held = heldStatements();
    const lanes = new WagerLanes(held.statements, { lanes: 2, maxLegs: 10 });
    const answers = [
      lanes.run(leg(2, 'a1')),
      lanes.run(leg(3, 'b1')),
      lanes.run(leg(2, 'a2')),
      lanes.run(leg(3, 'b2')),
      lanes.run(leg(2, 'a3')),
    ];
    await settle();
    held.open();
    await Promise.all(answers);
    expect(held.calls).toEqual([
      { alone: true, ids: ['a1'] },
      { alone: true, ids: ['b1'] },
      { alone: false, ids: ['a2', 'a3'] },
      { alone: true, ids: ['b2'] },
    ]);
  });

  it('runs a leg that raised something else than an outcome alone, and only its caller sees its error', async () => {
    const held = heldStatements();
    held.statements.answer = (legs) =>
      legs.map((l) => (l.transactionId.startsWith('boom') ? null : ok(Number(l.transactionId.slice(1)))));
    const lanes = new WagerLanes(held.statements, { lanes: 1, maxLegs: 10 });
    const first = lanes.run(leg(1, 't1'));
    const results = Promise.allSettled([
      lanes.run(leg(1, 't2')),
      lanes.run(leg(1, 'boom3')),
      lanes.run(leg(1, 't4')),
    ]);
    await settle();
    held.open();
    await first;
    const [two, boom, four] = await results;
    expect(two).toEqual({ status: 'fulfilled', value: ok(2) });
    expect(boom).toMatchObject({ status: 'rejected', reason: new Error('boom3 failed alone') });
    expect(four).toEqual({ status: 'fulfilled', value: ok(4) });
    expect(held.calls.at(-1)).toEqual({ alone: true, ids: ['boom3'] });
    expect(lanes.stats()).toEqual({ statements: 3, legs: 5, again: 1, waiting: 0 });
  });

  it('asks each leg alone what became of it when the statement of several failed', async () => {
    const held = heldStatements();
    held.statements.answer = () => {
      throw new Error('Connection terminated unexpectedly');
    };
    const lanes = new WagerLanes(held.statements, { lanes: 1, maxLegs: 10 });
    const first = lanes.run(leg(1, 't1'));
    const rest = Promise.all([lanes.run(leg(1, 't2')), lanes.run(leg(1, 't3'))]);
    await settle();
    held.open();
    await first;
    expect(await rest).toEqual([ok(2), ok(3)]);
    expect(held.calls.slice(1)).toEqual([
      { alone: false, ids: ['t2', 't3'] },
      { alone: true, ids: ['t2'] },
      { alone: true, ids: ['t3'] },
    ]);
    expect(lanes.stats().again).toBe(2);
  });

  it('lets the first leg wait gatherMs for others when asked', async () => {
    const held = heldStatements();
    held.open();
    const lanes = new WagerLanes(held.statements, { lanes: 1, maxLegs: 10, gatherMs: 30 });
    const first = lanes.run(leg(1, 't1'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = lanes.run(leg(1, 't2'));
    expect(await Promise.all([first, second])).toEqual([ok(1), ok(2)]);
    expect(held.calls).toEqual([{ alone: false, ids: ['t1', 't2'] }]);
    expect(lanes.stats()).toEqual({ statements: 1, legs: 2, again: 0, waiting: 0 });
  });

  it('refuses to be made without a lane', () => {
    expect(() => new WagerLanes(heldStatements().statements, { lanes: 0, maxLegs: 1 })).toThrow();
  });
});
