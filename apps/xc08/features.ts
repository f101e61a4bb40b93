import { accountFeature } from '@xc/feature-account';
import { authFeature } from '@xc/feature-auth';
import { contentFeature } from '@xc/feature-content';
import { gamesFeature } from '@xc/feature-games';
import { jackpotFeature } from '@xc/feature-jackpot';
import type { Feature } from '@xc/feature-shell';

/**
 * What this brand offers. Its route table is composed from these features' pages and its frame from
 * their slots, in this order (modals stack and start-up hooks run in it).
 */
export const features: readonly Feature[] = [authFeature, accountFeature, gamesFeature, contentFeature, jackpotFeature];
