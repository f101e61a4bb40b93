import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import {
  MISSION_TABS,
  type MissionCategory,
  type MissionStatusFilter,
  type MissionTab,
} from '@xc/api-contract';
import { Tabs } from '@xc/ui-kit';
import { useMissionsTexts } from '../texts';
import { useNow, useViewer } from '../use-client';
import { EstimatesHero } from './estimates-hero';
import { Loading } from './parts';
import { VisitorPrompt } from './visitor-prompt';

const PlayerMissions = lazy(() => import('./player-missions').then((m) => ({ default: m.PlayerMissions })));
const RecentClaims = lazy(() => import('./recent-claims').then((m) => ({ default: m.RecentClaims })));

/** The tab a board opens on: the day's missions, what most players come back for. */
export const DEFAULT_TAB: MissionTab = 'daily';

/**
 * The mission board of `/nhiem-vu` and `/su-kien/nhiem-vu`: the estimated figures, the tabs (guide,
 * daily, accumulated), and for a player the recent claims, the requirements still missing, the
 * filters, the missions of the page and the pagination; for a visitor a login prompt (every mission
 * call needs a player, so a visitor's board asks nothing).
 */
export function MissionBoard() {
  const t = useMissionsTexts();
  const [tab, setTab] = useState<MissionTab>(DEFAULT_TAB);
  const [category, setCategory] = useState<MissionCategory>('all');
  const [status, setStatus] = useState<MissionStatusFilter>('all');
  const [page, setPage] = useState(1);
  const viewer = useViewer();
  const now = useNow();
  const selected = MISSION_TABS.indexOf(tab);

  return (
    <Board aria-label={t('boardLabel')}>
      <EstimatesHero tab={tab} now={now} />
      {viewer.known && viewer.user && (
        <Suspense fallback={null}>
          <RecentClaims playerId={viewer.user.id} />
        </Suspense>
      )}
      <TabsArea>
        <Tabs
          label={t('tabs.label')}
          tabs={MISSION_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          selected={selected}
          onSelect={(index) => {
            setTab(MISSION_TABS[index] ?? DEFAULT_TAB);
            setPage(1);
          }}
        >
          {!viewer.known ? (
            <Loading />
          ) : viewer.user ? (
            <Suspense fallback={<Loading />}>
              <PlayerMissions
                user={viewer.user}
                tab={tab}
                category={category}
                status={status}
                page={page}
                now={now}
                onFilters={(next) => {
                  if (next.category) setCategory(next.category);
                  if (next.status) setStatus(next.status);
                  setPage(1);
                }}
                onPage={setPage}
              />
            </Suspense>
          ) : (
            <VisitorPrompt />
          )}
        </Tabs>
      </TabsArea>
    </Board>
  );
}

const Board = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  max-width: 960px;
`;

const TabsArea = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
`;
