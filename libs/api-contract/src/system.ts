import * as z from 'zod/mini';
import { dataEnvelope } from './common';

/**
 * System configuration the client loads at start. Flags default to true when absent (spec §3);
 * REFRESH_INTERVAL is the session refresh period in seconds (spec §7).
 */
export const systemConfigurationsSchema = z.object({
  MISSION_REQUIRE_FIRST_DEPOSIT: z.boolean(),
  MISSION_REQUIRE_PHONE_VERIFICATION: z.boolean(),
  REFRESH_INTERVAL: z.int().check(z.positive()),
});
export type SystemConfigurations = z.infer<typeof systemConfigurationsSchema>;

export const SYSTEM_CONFIGURATION_KEYS = z.keyof(systemConfigurationsSchema).options;
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
