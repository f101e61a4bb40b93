import { accountFeature } from '@xc/feature-account';
import { authFeature } from '@xc/feature-auth';
import { contentFeature } from '@xc/feature-content';
import { gamesFeature } from '@xc/feature-games';
import { giftCodesFeature } from '@xc/feature-giftcodes';
import { jackpotFeature } from '@xc/feature-jackpot';
import { promotionsFeature } from '@xc/feature-promotions';
import { rewardsFeature } from '@xc/feature-rewards';
import { missionsFeature } from '@xc/feature-missions';
import type { Feature } from '@xc/feature-shell';

/**
 * What this brand offers. Its route table is composed from these features' pages and its frame from
 * their slots and modals, in this order (start-up hooks run in it). `as const` keeps each feature's
 * modal types, so a modal one opens that none declares fails typecheck.
 */
export const features = [authFeature, accountFeature, gamesFeature, contentFeature, giftCodesFeature, jackpotFeature, promotionsFeature, rewardsFeature, missionsFeature] as const satisfies readonly Feature[];
