import { useShellTexts } from '../texts';
import { ErrorScreen } from './error-screen';

export default function ServerErrorPage() {
  const t = useShellTexts();
  return (
    <ErrorScreen status={500} title={t('errorTitle')}>
      <p>{t('errorMessage')}</p>
    </ErrorScreen>
  );
}
