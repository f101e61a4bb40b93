// Wager load with a record of what the platform acknowledged, and the check that none of it was lost:
// what the fault and replica suites run while they kill processes and cut connections.
import { errorKey, providerCall, roundCalls, sleep, WALLET } from './platform.mjs';

/**
 * Every player loops rounds (debit, then a credit of the stake that closes the round) until `stop()`.
 * Each call is recorded with its first 2xx answer, if any: an acknowledged movement. `clientOf(player)`
 * picks the HTTP client (one API, or a load balancer). A failing call is not retried here (the check
 * afterwards settles every round, as a provider's retry queue would); the loop pauses briefly and goes
 * on with a new round, so a dead server is not hammered.
 */
export function startWagerLoad({ players, clientOf, secret, stake, prefix }) {
  let running = true;
  const rounds = [];
  const failures = {};
  const loops = players.map(async (player) => {
    while (running) {
      const roundId = `${prefix}-${player.index}-${player.rounds++}`;
      const calls = roundCalls(player, roundId, stake);
      const round = { player, roundId, calls, debitAck: null, creditAck: null };
      rounds.push(round);
      const client = clientOf(player);
      const debit = await providerCall(client, secret, WALLET.debit, calls.debit);
      if (debit.status !== 200) {
        const key = errorKey('debit', debit);
        failures[key] = (failures[key] ?? 0) + 1;
        await sleep(50);
        continue;
      }
      round.debitAck = debit.json;
      const credit = await providerCall(client, secret, WALLET.credit, calls.credit);
      if (credit.status !== 200) {
        const key = errorKey('credit', credit);
        failures[key] = (failures[key] ?? 0) + 1;
        await sleep(50);
        continue;
      }
      round.creditAck = credit.json;
    }
  });
  return {
    rounds,
    failures,
    acknowledged: () => rounds.reduce((n, r) => n + (r.debitAck ? 1 : 0) + (r.creditAck ? 1 : 0), 0),
    async stop() {
      running = false;
      await Promise.all(loops);
      return { rounds, failures };
    },
  };
}

const sameAnswer = (first, replay) =>
  replay.transactionId === first.transactionId &&
  replay.platformTransactionId === first.platformTransactionId &&
  replay.balance === first.balance &&
  replay.replayed === true;

/**
 * After the faults: every acknowledged call, replayed, must get its first answer back (so it is in
 * the ledger, exactly once); every round is then settled as a provider's retry queue would (debit
 * and credit sent again until answered); so every player ends with the opening balance. Returns a
 * list of problems (empty when nothing was lost or doubled).
 */
export async function verifyAndSettle({ rounds, clientOf, secret, balanceOf, openingBalance }) {
  const problems = [];
  const retry = async (client, walletPath, payload) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const res = await providerCall(client, secret, walletPath, payload);
      if (res.status === 200 || (res.status >= 400 && res.status < 500 && res.status !== 429)) return res;
      await sleep(250);
    }
    return providerCall(client, secret, walletPath, payload);
  };
  // One player's rounds in order, players in parallel: a round's credit after its debit.
  const byPlayer = new Map();
  for (const round of rounds) byPlayer.set(round.player, [...(byPlayer.get(round.player) ?? []), round]);
  await Promise.all(
    [...byPlayer.entries()].map(async ([player, playerRounds]) => {
      const client = clientOf(player);
      for (const round of playerRounds) {
        const debit = await retry(client, WALLET.debit, round.calls.debit);
        if (round.debitAck && !(debit.status === 200 && sameAnswer(round.debitAck, debit.json))) {
          problems.push(
            `acknowledged debit ${round.calls.debit.transactionId} replayed as ${debit.status} ${debit.text}`,
          );
        }
        if (debit.status !== 200) {
          problems.push(
            `debit ${round.calls.debit.transactionId} not settled: ${debit.status} ${debit.text}`,
          );
          continue;
        }
        const credit = await retry(client, WALLET.credit, round.calls.credit);
        if (round.creditAck && !(credit.status === 200 && sameAnswer(round.creditAck, credit.json))) {
          problems.push(
            `acknowledged credit ${round.calls.credit.transactionId} replayed as ${credit.status} ${credit.text}`,
          );
        }
        if (credit.status !== 200) {
          problems.push(
            `credit ${round.calls.credit.transactionId} not settled: ${credit.status} ${credit.text}`,
          );
        }
      }
      const balance = await balanceOf(player);
      if (balance !== openingBalance) {
        problems.push(
          `${player.username} holds ${balance} VND after settling every round, expected ${openingBalance}`,
        );
      }
    }),
  );
  return problems;
}
