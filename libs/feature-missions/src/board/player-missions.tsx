import { useId } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_SYSTEM_CONFIGURATIONS,
  MISSION_CATEGORIES,
  MISSION_LIST_DEFAULTS,
  MISSION_STATUS_FILTERS,
  type MissionCategory,
  type MissionStatusFilter,
  type MissionTab,
} from '@xc/api-contract';
import { getQueryClient, missionListQueryOptions, systemConfigurationsAtom, useApiQuery, type SessionUser, useAtomSnapshot } from '@xc/data-access-api';
import { Button, media, Select } from '@xc/ui-kit';
import { refreshMissions } from '../cache';
import { isBlocked, missingSteps } from '../requirements';
import { useMissionsTexts } from '../texts';
import { useMissionActions } from '../use-mission-actions';
import { MissionCard } from './mission-card';
import { Loading, Panel } from './parts';
import { RequirementsPanel } from './requirements-panel';

interface PlayerMissionsProps {
  user: SessionUser;
  tab: MissionTab;
  category: MissionCategory;
  status: MissionStatusFilter;
  page: number;
  now: number | null;
  onFilters(next: { category?: MissionCategory; status?: MissionStatusFilter }): void;
  onPage(page: number): void;
}

/**
 * A player's part of the board: the requirements still missing, the filters, the missions of the
 * page and the pagination. Loaded with the API client once the player is known (after hydration),
 * so the page's first script carries neither.
 */
export function PlayerMissions({
  user,
  tab,
  category,
  status,
  page,
  now,
  onFilters,
  onPage,
}: PlayerMissionsProps) {
  const t = useMissionsTexts();
  const configuration = useAtomSnapshot(systemConfigurationsAtom);
  const query = useApiQuery(
    missionListQueryOptions(user.id, {
      tab,
      category,
      status,
      page,
      per_page: MISSION_LIST_DEFAULTS.per_page,
    }),
  );
  const { accept, claim, pending } = useMissionActions();
  const requirements = query.data?.meta.requirements ?? null;
  const steps = missingSteps({ user, configuration, requirements });
  const blocked = isBlocked(steps);
  const flags = configuration ?? DEFAULT_SYSTEM_CONFIGURATIONS;
  const required = requirements
    ? { deposit: requirements.firstDeposit.required, phone: requirements.phoneVerification.required }
    : { deposit: flags.MISSION_REQUIRE_FIRST_DEPOSIT, phone: flags.MISSION_REQUIRE_PHONE_VERIFICATION };
  const filtered = category !== 'all' || status !== 'all';

  return (
    <>
      {blocked && (
        <RequirementsPanel
          steps={steps}
          required={required}
          onVerified={() => refreshMissions(getQueryClient(), user.id)}
        />
      )}
      <Filters aria-label={t('filters.label')} role="group">
        <Select
          label={t('filters.category')}
          value={category}
          onChange={(event) => onFilters({ category: event.target.value as MissionCategory })}
          options={MISSION_CATEGORIES.map((value) => ({ value, label: t(`filters.${value}`) }))}
        />
        <Select
          label={t('filters.status')}
          value={status}
          onChange={(event) => onFilters({ status: event.target.value as MissionStatusFilter })}
          options={MISSION_STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
        />
      </Filters>
      {!query.data ? (
        query.isError && !query.isFetching ? (
          <Failed onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )
      ) : query.data.data.length === 0 ? (
        <Panel>
          <h3>{t('empty.title')}</h3>
          <p>
            {filtered
              ? t('empty.filtered', {
                  filters: [category, status]
                    .filter((value) => value !== 'all')
                    .map((value) => t(`filters.${value}`))
                    .join(' · '),
                })
              : t('empty.all')}
          </p>
          {filtered && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onFilters({ category: 'all', status: 'all' })}
              style={{ marginTop: 12 }}
            >
              {t('empty.clear')}
            </Button>
          )}
        </Panel>
      ) : (
        <>
          {query.isError && !query.isFetching && <Failed onRetry={() => void query.refetch()} />}
          <List>
            {query.data.data.map((mission) => (
              <li key={mission.id}>
                <MissionCard
                  mission={mission}
                  blocked={blocked}
                  now={now}
                  pending={pending.has(mission.id)}
                  onAccept={(m) => void accept(m)}
                  onClaim={(m) => void claim(m)}
                />
              </li>
            ))}
          </List>
          <Pager
            page={query.data.meta.pagination.page}
            pages={query.data.meta.pagination.last_page}
            total={query.data.meta.pagination.total}
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}

function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage(page: number): void;
}) {
  const t = useMissionsTexts();
  if (pages <= 1) return null;
  return (
    <Pagination aria-label={t('pagination.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p aria-live="polite">{t('pagination.pageOf', { page, pages, total })}</p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </Pagination>
  );
}

function Failed({ onRetry }: { onRetry(): void }) {
  const t = useMissionsTexts();
  const id = useId();
  return (
    <Panel role="alert" aria-describedby={id}>
      <p id={id}>{t('loadFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} style={{ marginTop: 12 }}>
        {t('retry')}
      </Button>
    </Panel>
  );
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 240px));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(4)};
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Pagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${media.mobile} {
    p {
      order: -1;
      flex: 1 1 100%;
      text-align: center;
    }
  }
`;
