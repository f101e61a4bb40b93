/** The time as services see it; tests pass their own to move it forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
