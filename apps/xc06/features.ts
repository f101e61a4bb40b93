import { accountFeature } from '@xc/feature-account';
import { contentFeature } from '@xc/feature-content';
import { gamesFeature } from '@xc/feature-games';

/** What this brand offers: the features whose pages its route table is composed from. */
export const features = [gamesFeature, contentFeature, accountFeature];
