import { getQueryClient } from '@xc/data-access-api';

/** Reads every rewards answer again (figures, availability, what is ready) after money moved. */
export function refreshRewards(): void {
  void getQueryClient().invalidateQueries({ queryKey: ['rewards'] });
}
