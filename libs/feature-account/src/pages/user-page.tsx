import { profileQueryOptions, useApiQuery, usePlayerId } from '@xc/data-access-api';
import { usePageHeading } from '@xc/brand';
import { Button, Lead, PageTitle, useModals } from '@xc/ui-kit';
import { accountModalPorts } from '../modals';
import { LimitsSection } from '../limits/limits-section';
import { useAccountTexts } from '../texts';
import { Actions, Badge, Facts, LoadState, Section } from './parts';

/** `/account/user`: personal information, phone and email verification, password (spec §2). */
export default function UserPage() {
  const t = useAccountTexts();
  const heading = usePageHeading('/account/user');
  const query = useApiQuery(profileQueryOptions(usePlayerId()));
  const modals = useModals();
  const profile = query.data;
  const onDone = () => void query.refetch();

  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <Lead>{t('userLead')}</Lead>
      <Section aria-labelledby="profile-title">
        <h2 id="profile-title">{t('userTitle')}</h2>
        {!profile ? (
          <LoadState state={query.isError && !query.isFetching ? 'error' : 'loading'} onRetry={onDone} />
        ) : (
          <>
            <Facts>
              <dt>{t('username')}</dt>
              <dd>{profile.username}</dd>
              <dt>{t('rid')}</dt>
              <dd>{profile.rid}</dd>
              <dt>{t('phone')}</dt>
              <dd>
                {profile.phone.replace(/^\+84/, '0')}
                <Badge $tone={profile.isVerifyPhone ? 'success' : 'warning'}>
                  {profile.isVerifyPhone ? t('verified') : t('notVerified')}
                </Badge>
              </dd>
              <dt>{t('email')}</dt>
              <dd>
                {profile.email ?? t('noEmail')}
                {profile.email && <Badge $tone="success">{t('verified')}</Badge>}
              </dd>
              <dt>{t('joined')}</dt>
              <dd>{new Date(profile.createdAt).toLocaleDateString('vi-VN')}</dd>
            </Facts>
            <Actions>
              {!profile.isVerifyPhone && (
                <Button onClick={() => void modals.open(accountModalPorts.verify).then((done) => done && onDone())}>{t('verifyPhone')}</Button>
              )}
              <Button variant="secondary" onClick={() => void modals.open(accountModalPorts.verifyEmail).then((done) => done && onDone())}>
                {profile.email ? t('changeEmail') : t('addEmail')}
              </Button>
            </Actions>
          </>
        )}
      </Section>
      <Section aria-labelledby="security-title">
        <h2 id="security-title">{t('security')}</h2>
        <Button variant="secondary" onClick={() => void modals.open(accountModalPorts.changePw)}>
          {t('changePassword')}
        </Button>
      </Section>
      <LimitsSection />
    </>
  );
}
