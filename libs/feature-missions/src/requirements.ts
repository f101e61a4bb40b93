import {
  DEFAULT_SYSTEM_CONFIGURATIONS,
  MISSION_MESSAGES,
  type MissionRequirements,
  type SystemConfigurations,
} from '@xc/api-contract';
import type { SessionUser } from '@xc/data-access-api';

/** Which configured step the player still has to take before missions open (spec §5). */
export interface MissingSteps {
  deposit: boolean;
  phone: boolean;
}

export interface RequirementInputs {
  user: Pick<SessionUser, 'isFirstDeposit' | 'isVerifyPhone'>;
  /** The system configuration; null (not loaded yet) reads as the defaults, both flags on (spec §3). */
  configuration: Pick<
    SystemConfigurations,
    'MISSION_REQUIRE_FIRST_DEPOSIT' | 'MISSION_REQUIRE_PHONE_VERIFICATION'
  > | null;
  /** The list's own answer, when there is one: measured by the server at that moment, it wins. */
  requirements?: MissionRequirements | null;
}

/**
 * The must-deposit/verify state: a step is missing when it is required and not met. The server's
 * answer (`meta.requirements` of the list) is read first, since the session's user may lag behind
 * (a deposit completed since the last session refresh); before the list has answered, the session's
 * user and the system configuration flags decide.
 */
export function missingSteps({ user, configuration, requirements }: RequirementInputs): MissingSteps {
  if (requirements) {
    return {
      deposit: requirements.firstDeposit.required && !requirements.firstDeposit.met,
      phone: requirements.phoneVerification.required && !requirements.phoneVerification.met,
    };
  }
  const flags = configuration ?? DEFAULT_SYSTEM_CONFIGURATIONS;
  return {
    deposit: flags.MISSION_REQUIRE_FIRST_DEPOSIT && !user.isFirstDeposit,
    phone: flags.MISSION_REQUIRE_PHONE_VERIFICATION && !user.isVerifyPhone,
  };
}

export const isBlocked = (steps: MissingSteps): boolean => steps.deposit || steps.phone;

/** Spec §5: tracking runs only for a player who exists and meets what the configuration asks. */
export const trackingAllowed = (
  user: RequirementInputs['user'] | null | undefined,
  configuration: RequirementInputs['configuration'],
): boolean => !!user && !isBlocked(missingSteps({ user, configuration }));

/** The API's own sentence for what is missing (the same words its refusals use). */
export function missingMessage(steps: MissingSteps): string | null {
  if (steps.deposit && steps.phone) return MISSION_MESSAGES.requirementsUnmet;
  if (steps.deposit) return MISSION_MESSAGES.depositRequired;
  if (steps.phone) return MISSION_MESSAGES.phoneRequired;
  return null;
}
