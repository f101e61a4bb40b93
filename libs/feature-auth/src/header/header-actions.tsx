import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  ensureContrast,
  formatMoney,
  media,
  useModals,
  visuallyHidden,
  VisuallyHidden,
} from '@xc/ui-kit';
import { authModals } from '../modals';
import { useSession, useSessionActions } from '../session/session';
import { useAuthTexts } from '../texts';

/** The header's right end: login and register for visitors; balance, deposit and the account menu for players. */
export function HeaderActions() {
  const session = useSession();
  const t = useAuthTexts();
  const modals = useModals();
  if (!session) {
    return (
      <Row>
        <Button variant="secondary" size="sm" onClick={() => void modals.open(authModals.auth, { tab: 0 })}>
          {t('login')}
        </Button>
        <Button size="sm" onClick={() => void modals.open(authModals.auth, { tab: 1 })}>
          {t('register')}
        </Button>
      </Row>
    );
  }
  return (
    <Row>
      {/* Read as "Số dư: 1,250,000 ₫" (a paragraph may not carry aria-label; axe's aria-prohibited-attr). */}
      <Balance>
        <small>
          {t('balance')}
          <VisuallyHidden>: </VisuallyHidden>
        </small>
        <strong>{formatMoney(session.user.balance)}</strong>
      </Balance>
      <DepositButton forwardedAs={Link} to="/account/deposit" size="sm">
        {t('deposit')}
      </DepositButton>
      <AccountMenu />
    </Row>
  );
}

function AccountMenu() {
  const t = useAuthTexts();
  const { signOut } = useSessionActions();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const links = [
    { to: '/account/user', label: t('menuAccount') },
    { to: '/account/bank', label: t('menuBank') },
    { to: '/account/deposit', label: t('deposit') },
    { to: '/account/withdraw', label: t('menuWithdraw') },
    { to: '/account/history', label: t('menuHistory') },
  ];
  return (
    <MenuRoot ref={root}>
      <MenuButton
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar aria-hidden="true" />
        <span>{t('accountMenu')}</span>
      </MenuButton>
      <Menu id={menuId} role="menu" hidden={!open}>
        {links.map((link) => (
          <Link key={link.to} role="menuitem" to={link.to} onClick={() => setOpen(false)}>
            {link.label}
          </Link>
        ))}
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          {t('logout')}
        </button>
      </Menu>
    </MenuRoot>
  );
}

function Avatar(props: { 'aria-hidden': 'true' }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      {...props}
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
    </svg>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  /* Room for another feature's control (the gift code) beside these on a 375 px phone. */
  @media (max-width: 419px) {
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Balance = styled.p`
  display: grid;
  min-width: 0;
  margin: 0;
  text-align: right;
  line-height: 1.15;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  strong {
    /* The brand's accent, darkened where it would be too faint on the header (WCAG AA 4.5:1). */
    color: ${({ theme }) => ensureContrast(theme.colors.accent, theme.colors.surface, 4.5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* On a phone the figure alone (the word stays for screen readers); "Số dư" shows where there is room. */
  ${media.mobile} {
    small {
      ${visuallyHidden}
    }
  }
  @media (max-width: 419px) {
    strong {
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

/** Always in reach, phones included: depositing is what the header is for once logged in. */
const DepositButton = styled(Button)`
  flex: none;
  white-space: nowrap;
  @media (max-width: 419px) {
    padding-left: ${({ theme }) => theme.space(2)};
    padding-right: ${({ theme }) => theme.space(2)};
  }
`;

const MenuRoot = styled.div`
  position: relative;
`;

const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  display: grid;
  min-width: 220px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[hidden] {
    display: none;
  }
  a,
  button {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(0, 3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  }
`;
