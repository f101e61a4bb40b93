import { z } from 'zod';
import { dataEnvelope } from './common';

/**
 * System configuration the client loads at start. Flags default to true when absent (spec §3);
 * REFRESH_INTERVAL is the session refresh period in seconds (spec §7).
 */
export const systemConfigurationsSchema = z.object({
  MISSION_REQUIRE_FIRST_DEPOSIT: z.boolean(),
  MISSION_REQUIRE_PHONE_VERIFICATION: z.boolean(),
  REFRESH_INTERVAL: z.number().int().positive(),
});
export type SystemConfigurations = z.infer<typeof systemConfigurationsSchema>;

export const SYSTEM_CONFIGURATION_KEYS = systemConfigurationsSchema.keyof().options;
export type SystemConfigurationKey = (typeof SYSTEM_CONFIGURATION_KEYS)[number];

export const DEFAULT_SYSTEM_CONFIGURATIONS: SystemConfigurations = {
  MISSION_REQUIRE_FIRST_DEPOSIT: true,
  MISSION_REQUIRE_PHONE_VERIFICATION: true,
  REFRESH_INTERVAL: 300,
};

export const getSystemConfigurationsResponseSchema = dataEnvelope(systemConfigurationsSchema);
export type GetSystemConfigurationsResponse = z.infer<typeof getSystemConfigurationsResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
