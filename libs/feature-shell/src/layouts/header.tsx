import { useEffect, useId, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { useBrand } from '@xc/brand';
import { CloseIcon, MenuIcon, media, PageExtension, SHELL_PLACES } from '@xc/ui-kit';
import { AppLink } from '../app/app-link';
import { useShellSlots } from '../app/slots';
import { useShellTexts } from '../texts';
import { MAIN_NAV } from './navigation';

export function Header() {
  const brand = useBrand();
  const t = useShellTexts();
  const { HeaderActions } = useShellSlots();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (items: typeof MAIN_NAV) =>
    items.map((item) => (
      <li key={item.to}>
        <NavItem to={item.to} end={item.to === '/'}>
          {t(`nav.${item.key}`)}
        </NavItem>
      </li>
    ));

  return (
    <Bar>
      <Inner>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </MenuButton>
        <BrandLink to="/" aria-label={brand.name}>
          <img src={brand.logo} alt="" width={36} height={36} />
          <span>{brand.name}</span>
        </BrandLink>
        <DesktopNav aria-label={t('mainNavigation')} onFocus={showWhole}>
          {/* The logo is the way home on desktop; the menu keeps its room for the sections. */}
          <ul>{links(MAIN_NAV.filter((item) => item.to !== '/'))}</ul>
        </DesktopNav>
        <Actions>
          <PageExtension place={SHELL_PLACES.header} />
          {HeaderActions && <HeaderActions />}
        </Actions>
      </Inner>
      <MobileMenu id={menuId} hidden={!menuOpen} aria-label={t('mainNavigation')}>
        <ul>{links(MAIN_NAV)}</ul>
      </MobileMenu>
    </Bar>
  );
}

/**
 * A link focused in the desktop menu is brought whole into the menu's box (the browser scrolls only a
 * link that is wholly out of it, and would leave one half under the faded edge).
 */
function showWhole(event: FocusEvent<HTMLElement>) {
  const target = event.target as Partial<HTMLElement>;
  target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1280px;
  height: ${({ theme }) => theme.headerHeights.mobile};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(0, 3)};
  ${media.tabletUp} {
    height: ${({ theme }) => theme.headerHeights.tabletUp};
    padding: ${({ theme }) => theme.space(0, 4)};
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: -6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${media.wide} {
    display: none;
  }
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  img {
    width: 32px;
    height: 32px;
  }
  /* On phones the account controls need the room: the logo alone says which site this is. */
  @media (max-width: 559px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  ${media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    img {
      width: 36px;
      height: 36px;
    }
  }
`;

const navList = `
  list-style: none;
  margin: 0;
  padding: 0;
`;

const NavItem = styled(AppLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(0, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

/*
 * Where the list runs on past its box, that edge fades out: the start of the scroll fades the end,
 * the end of it the start (custom properties animate in one step, at half-way). A scroll timeline is
 * inactive on a box that does not scroll, so a list that fits shows no fade; browsers without scroll
 * timelines show the list as before.
 */
const overflowFade = keyframes`
  from {
    --nav-fade-start: 0px;
    --nav-fade-end: 32px;
  }
  to {
    --nav-fade-start: 32px;
    --nav-fade-end: 0px;
  }
`;

/*
 * Nine sections beside the logo and a logged-in player's controls (gift code, balance, "Nạp tiền",
 * account) fill the 1248 px row with little to spare, so the items sit close. Should the row still
 * run short (a ten-digit balance, a longer brand name) the list scrolls sideways inside its own
 * space, its scrollbar hidden (a focused link is brought whole into view) and the hidden side
 * faded, rather than running under the account controls.
 */
const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  /* A mask reads only the alpha: currentColor is any opaque colour. */
  @supports (animation-timeline: scroll()) {
    mask-image: linear-gradient(
      to right,
      transparent,
      currentColor var(--nav-fade-start, 0px),
      currentColor calc(100% - var(--nav-fade-end, 0px)),
      transparent
    );
    animation: ${overflowFade} linear both;
    animation-timeline: scroll(self inline);
  }
  &::-webkit-scrollbar {
    display: none;
  }
  ul {
    ${navList}
    display: flex;
  }
  ${NavItem} {
    padding: ${({ theme }) => theme.space(0, 2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    /* The list's scrolling box clips what lies outside it: the focus ring goes inside the link. */
    &:focus-visible {
      outline-offset: -2px;
    }
  }
  ${media.wide} {
    display: block;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  /* A small phone's header holds the menu, the logo and up to five account controls. */
  @media (max-width: 419px) {
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const MobileMenu = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  max-height: calc(100dvh - ${({ theme }) => theme.headerHeights.mobile});
  overflow-y: auto;
  ul {
    ${navList}
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(1)};
    max-width: 1280px;
    margin: 0 auto;
    padding: ${({ theme }) => theme.space(3)};
  }
  ${NavItem}[aria-current='page'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  ${media.wide} {
    display: none;
  }
  &[hidden] {
    display: none;
  }
`;
