import styled from 'styled-components';
import { usePageHeading } from '@xc/brand';
import { fixturesQueryOptions, useApiQuery } from '@xc/data-access-api';
import { usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, Button, Container, formatNumber, Lead, Notice, PageTitle } from '@xc/ui-kit';
import { useGamesTexts } from '../texts';

const kickoff = new Intl.DateTimeFormat('vi-VN', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** `/lich-thi-dau`: the coming week's matches with their 1X2 odds (demo fixtures from the API). */
export default function SchedulePage() {
  const t = useGamesTexts();
  const heading = usePageHeading('/lich-thi-dau');
  const trail = usePageTrail('/lich-thi-dau');
  const query = useApiQuery(fixturesQueryOptions(7));
  const fixtures = query.data;
  // A failed refresh keeps the matches already shown (stale) and offers the retry above them.
  const failed = query.isError && !query.isFetching;
  const retry = () => void query.refetch();

  return (
    <Container>
      <Breadcrumbs label={t('breadcrumb')} items={trail} />
      <PageTitle>{heading}</PageTitle>
      <Lead>{t('scheduleLead')}</Lead>
      {failed && (
        <Notice role="alert">
          {t('scheduleFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </Notice>
      )}
      {!fixtures ? (
        !failed && <Notice role="status">{t('loading')}</Notice>
      ) : fixtures.length === 0 ? (
        <Notice>{t('scheduleEmpty')}</Notice>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('kickoff')}</th>
              <th scope="col">{t('match')}</th>
              <th scope="col">{t('league')}</th>
              <th scope="col">{t('odds')}</th>
            </tr>
          </thead>
          <tbody>
            {fixtures.map((fixture) => (
              <tr key={fixture.id}>
                <td>
                  <time dateTime={fixture.startsAt}>{kickoff.format(new Date(fixture.startsAt))}</time>
                </td>
                <td>
                  <strong>{fixture.home}</strong> – <strong>{fixture.away}</strong>
                </td>
                <td>{fixture.league}</td>
                <td className="odds">
                  {formatNumber(fixture.odds.home)} · {formatNumber(fixture.odds.draw)} ·{' '}
                  {formatNumber(fixture.odds.away)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Container>
  );
}

const Table = styled.table`
  display: block;
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
  overflow-x: auto;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .odds {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.accent};
  }
`;
