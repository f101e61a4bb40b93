import {
  DEFAULT_SYSTEM_CONFIGURATIONS,
  getSystemConfigurationsResponseSchema,
  SYSTEM_CONFIGURATION_KEYS,
} from './index';

describe('system configuration contract', () => {
  it('lists every key and keeps both mission flags on by default', () => {
    expect(SYSTEM_CONFIGURATION_KEYS).toEqual([
      'MISSION_REQUIRE_FIRST_DEPOSIT',
      'MISSION_REQUIRE_PHONE_VERIFICATION',
      'REFRESH_INTERVAL',
    ]);
    expect(DEFAULT_SYSTEM_CONFIGURATIONS.MISSION_REQUIRE_FIRST_DEPOSIT).toBe(true);
    expect(DEFAULT_SYSTEM_CONFIGURATIONS.MISSION_REQUIRE_PHONE_VERIFICATION).toBe(true);
  });

  it('refuses a response whose flag is not a boolean', () => {
    const bad = { data: { ...DEFAULT_SYSTEM_CONFIGURATIONS, MISSION_REQUIRE_FIRST_DEPOSIT: 'yes' } };
    expect(getSystemConfigurationsResponseSchema.safeParse(bad).success).toBe(false);
    expect(
      getSystemConfigurationsResponseSchema.safeParse({ data: DEFAULT_SYSTEM_CONFIGURATIONS }).success,
    ).toBe(true);
  });
});
