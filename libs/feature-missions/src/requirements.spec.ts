import { MISSION_MESSAGES, type MissionRequirements } from '@xc/api-contract';
import { isBlocked, missingMessage, missingSteps, trackingAllowed } from './requirements';

const flags = (deposit: boolean, phone: boolean) => ({
  MISSION_REQUIRE_FIRST_DEPOSIT: deposit,
  MISSION_REQUIRE_PHONE_VERIFICATION: phone,
});
const user = (deposited: boolean, verified: boolean) => ({
  isFirstDeposit: deposited,
  isVerifyPhone: verified,
});
const meta = (deposit: [boolean, boolean], phone: [boolean, boolean]): MissionRequirements => ({
  firstDeposit: { required: deposit[0], met: deposit[1] },
  phoneVerification: { required: phone[0], met: phone[1] },
  allowed: (!deposit[0] || deposit[1]) && (!phone[0] || phone[1]),
});

describe('the must-deposit/verify state (spec §5)', () => {
  // Every combination of the two flags and the two facts about the player.
  it.each([
    // deposit flag, phone flag, deposited, verified → missing deposit, missing phone
    [true, true, false, false, true, true],
    [true, true, true, false, false, true],
    [true, true, false, true, true, false],
    [true, true, true, true, false, false],
    [true, false, false, false, true, false],
    [true, false, true, false, false, false],
    [false, true, false, false, false, true],
    [false, true, false, true, false, false],
    [false, false, false, false, false, false],
  ])(
    'flags deposit=%p phone=%p, deposited=%p verified=%p → deposit missing %p, phone missing %p',
    (depositFlag, phoneFlag, deposited, verified, depositMissing, phoneMissing) => {
      const steps = missingSteps({
        user: user(deposited, verified),
        configuration: flags(depositFlag, phoneFlag),
      });
      expect(steps).toEqual({ deposit: depositMissing, phone: phoneMissing });
      expect(isBlocked(steps)).toBe(depositMissing || phoneMissing);
      expect(trackingAllowed(user(deposited, verified), flags(depositFlag, phoneFlag))).toBe(
        !depositMissing && !phoneMissing,
      );
    },
  );

  it('reads a configuration not loaded yet as both flags on', () => {
    expect(missingSteps({ user: user(true, false), configuration: null })).toEqual({
      deposit: false,
      phone: true,
    });
    expect(trackingAllowed(user(true, true), null)).toBe(true);
  });

  it('never allows tracking without a player', () => {
    expect(trackingAllowed(null, flags(false, false))).toBe(false);
  });

  it("takes the list's requirements over the session when the list has answered", () => {
    // The session lags (deposit done since its last refresh): the server's answer opens the missions.
    expect(
      missingSteps({
        user: user(false, true),
        configuration: flags(true, true),
        requirements: meta([true, true], [true, true]),
      }),
    ).toEqual({ deposit: false, phone: false });
    // The operator turned a requirement on after the configuration was loaded.
    expect(
      missingSteps({
        user: user(true, false),
        configuration: flags(true, false),
        requirements: meta([true, true], [true, false]),
      }),
    ).toEqual({ deposit: false, phone: true });
    expect(
      missingSteps({
        user: user(false, false),
        configuration: flags(true, true),
        requirements: meta([false, false], [false, false]),
      }),
    ).toEqual({ deposit: false, phone: false });
  });

  it("says what is missing in the API's words", () => {
    expect(missingMessage({ deposit: true, phone: true })).toBe(MISSION_MESSAGES.requirementsUnmet);
    expect(missingMessage({ deposit: true, phone: false })).toBe(MISSION_MESSAGES.depositRequired);
    expect(missingMessage({ deposit: false, phone: true })).toBe(MISSION_MESSAGES.phoneRequired);
    expect(missingMessage({ deposit: false, phone: false })).toBeNull();
  });
});
