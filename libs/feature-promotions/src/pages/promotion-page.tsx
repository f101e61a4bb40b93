import { usePageHeading } from '@xc/brand';
import { promotionsQueryOptions, useApiQuery } from '@xc/data-access-api';
import { Lead, PageTitle } from '@xc/ui-kit';
import { usePromotionsTexts } from '../texts';
import { usePlayerPromotions } from '../use-player-promotions';
import { ActiveBonusSection } from './active-bonus';
import { CashbackSection } from './cashback';
import { LoadState, Section } from './parts';
import { PastBonusesSection } from './past-bonuses';

/**
 * `/account/promotion`: the active bonus with its live wagering meter, its terms in figures, the
 * expiry countdown and the way to cancel it; cashback accrued today and paid; past bonuses.
 */
export default function PromotionPage() {
  const t = usePromotionsTexts();
  const heading = usePageHeading('/account/promotion');
  const query = usePlayerPromotions();
  // The rules as the brand publishes them (cap, full terms): the page still works without them.
  const catalogue = useApiQuery(promotionsQueryOptions());
  const data = query.data;
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <Lead>{t('lead')}</Lead>
      {!data ? (
        <Section>
          <LoadState
            state={query.isError && !query.isFetching ? 'error' : 'loading'}
            message={t('loadFailed')}
            onRetry={() => void query.refetch()}
          />
        </Section>
      ) : (
        <>
          <ActiveBonusSection data={data} promotions={catalogue.data} onChanged={() => void query.refetch()} />
          <CashbackSection cashback={data.cashback} />
          <PastBonusesSection past={data.past} />
        </>
      )}
    </>
  );
}
