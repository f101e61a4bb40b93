/**
 * What the players module needs from the wallet: the balance (integer VND) and whether a first
 * deposit was made. The wallet module implements it; until then there is no money anywhere.
 */
export interface BalanceReader {
  read(playerId: number): Promise<{ balance: number; hasDeposited: boolean }>;
}

export const emptyWallet: BalanceReader = {
  read: async () => ({ balance: 0, hasDeposited: false }),
};
