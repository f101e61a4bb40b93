/**
 * What the players module needs from the wallet: the balance (integer VND) and whether a first
 * deposit was made. WalletService (modules/wallet) implements it; tests may pass their own.
 */
export interface BalanceReader {
  read(playerId: number): Promise<{ balance: number; hasDeposited: boolean }>;
}
