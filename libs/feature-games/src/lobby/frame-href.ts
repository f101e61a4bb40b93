/** A sports game opens in the shared game frame of its provider's page, not in a tab. */
export const sportsFrameHref = (game: { category: string }): string => `/the-thao/${game.category}`;
