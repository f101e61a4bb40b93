import { STUDIO_MAX_BET, STUDIO_MESSAGES, STUDIO_MIN_BET, studioRoundRequestSchema } from './index';

describe('studio round contract', () => {
  const messageFor = (amount: unknown) =>
    studioRoundRequestSchema.safeParse({ option: 'tai', amount }).error?.issues[0]?.message;

  it('takes a whole stake from the minimum to the maximum bet', () => {
    expect(studioRoundRequestSchema.safeParse({ option: 'tai', amount: STUDIO_MIN_BET }).success).toBe(true);
    expect(studioRoundRequestSchema.safeParse({ option: 'tai', amount: STUDIO_MAX_BET }).success).toBe(true);
  });

  it('refuses other amounts with the words the studio page shows', () => {
    expect(messageFor(STUDIO_MIN_BET - 1)).toBe(STUDIO_MESSAGES.amountTooSmall);
    expect(messageFor(STUDIO_MAX_BET + 1)).toBe(STUDIO_MESSAGES.amountTooLarge);
    expect(messageFor(1_500.5)).toBe(STUDIO_MESSAGES.amountInvalid);
    expect(messageFor('1000')).toBe(STUDIO_MESSAGES.amountInvalid);
  });
});
