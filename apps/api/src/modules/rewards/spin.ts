import { floats } from '../../infra/fair';

export interface SpinPrize {
  index: number;
  label: string;
  /** VND; 0 = no prize. */
  amount: number;
  /** Chance out of SPIN_WEIGHT_TOTAL. */
  weight: number;
}

export const SPIN_WEIGHT_TOTAL = 10_000;

const vnd = (amount: number) => `${amount.toLocaleString('en-US')} VND`;
const prize = (index: number, amount: number, weight: number): SpinPrize => ({
  index,
  label: amount === 0 ? 'Chúc bạn may mắn lần sau' : vnd(amount),
  amount,
  weight,
});

/**
 * The wheel, in the order its slots are drawn. Expected value of a spin:
 * (2,000×3,000 + 5,000×1,500 + 10,000×900 + 20,000×400 + 50,000×150 + 100,000×50) / 10,000
 * = 4,300 VND; 40 % of spins win nothing. README "Daily lucky spin" says the same.
 */
export const SPIN_PRIZES: readonly SpinPrize[] = [
  prize(0, 0, 4_000),
  prize(1, 2_000, 3_000),
  prize(2, 5_000, 1_500),
  prize(3, 10_000, 900),
  prize(4, 20_000, 400),
  prize(5, 50_000, 150),
  prize(6, 100_000, 50),
];

if (SPIN_PRIZES.reduce((total, slot) => total + slot.weight, 0) !== SPIN_WEIGHT_TOTAL)
  throw new Error(`the spin's weights must add up to ${SPIN_WEIGHT_TOTAL}`);

/** What one spin pays on average (VND). */
export const spinExpectedValue = (prizes: readonly SpinPrize[] = SPIN_PRIZES): number =>
  prizes.reduce((total, slot) => total + slot.amount * slot.weight, 0) / SPIN_WEIGHT_TOTAL;

/**
 * The slot a spin lands on: the first float of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:0")
 * (infra/fair.ts) scaled to a ticket in [0, 10,000), and the slot whose cumulative weight range holds
 * the ticket. Anyone holding the revealed seed can redo it.
 */
export function drawPrize(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  prizes: readonly SpinPrize[] = SPIN_PRIZES,
): { prize: SpinPrize; ticket: number } {
  const [float = 0] = floats(serverSeed, clientSeed, nonce, 1);
  const ticket = Math.floor(float * SPIN_WEIGHT_TOTAL);
  let upTo = 0;
  for (const slot of prizes) {
    upTo += slot.weight;
    if (ticket < upTo) return { prize: slot, ticket };
  }
  throw new Error(`ticket ${ticket} is past the wheel`);
}
