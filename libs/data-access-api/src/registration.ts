/**
 * Who has just registered in this tab. A successful `register` notes the new player here, below every
 * feature, so a feature that greets new players (the rewards' `eventWelcome`) learns of it without
 * the auth feature knowing that feature exists. A login or an auto-login notes nothing.
 */
let justRegistered: number | null = null;

export function noteRegistration(playerId: number): void {
  justRegistered = playerId;
}

/**
 * True once, for the player who has just registered: the first caller takes the note, so a welcome is
 * shown once however many components ask.
 */
export function takeRegistration(playerId: number): boolean {
  if (justRegistered !== playerId) return false;
  justRegistered = null;
  return true;
}

/** Tests: forget the note. */
export function resetRegistration(): void {
  justRegistered = null;
}
