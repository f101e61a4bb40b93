import styled from 'styled-components';
import { useShellTexts } from '../texts';

const Wrap = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px;
`;

/** Client-only: served through the SPA fallback. The account features land with their issues. */
export default function AccountPage() {
  const t = useShellTexts();
  return (
    <Wrap aria-labelledby="account-title">
      <h1 id="account-title">{t('accountTitle')}</h1>
      <p>{t('accountLead')}</p>
    </Wrap>
  );
}
