import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useShellTexts } from '../texts';

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 560px;
  margin: 0 auto;
  padding: 64px 16px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

/** Not-found and error screen: image, title, message and a back-home button to `/` (spec §2). */
export function ErrorScreen({ status }: { status: number }) {
  const t = useShellTexts();
  const { pathname } = useLocation();
  // The page is prerendered once as /404 and served for every unknown path, so the path in the
  // message is only known in the browser.
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(pathname), [pathname]);
  const notFound = status === 404;
  return (
    <Wrap aria-labelledby="error-title">
      <Code aria-hidden="true">{status}</Code>
      <h1 id="error-title">{notFound ? t('notFoundTitle') : t('errorTitle')}</h1>
      {notFound ? (
        <>
          {path !== null && <p>{t('notFoundMessage', { path })}</p>}
          <p>{t('notFoundHint')}</p>
        </>
      ) : (
        <p>{t('errorMessage')}</p>
      )}
      <HomeLink to="/">{t('backHome')}</HomeLink>
    </Wrap>
  );
}
