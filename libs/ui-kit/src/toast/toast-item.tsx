import { useEffect, useRef, useState, type FocusEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon, ErrorIcon, SuccessIcon, WarningIcon } from '../icons';
import { media } from '../theme/media';
import { useUiTexts } from '../texts';
import { VisuallyHidden } from '../visually-hidden';
import { mix } from '../theme/color';
import type { ToastRecord, ToastType } from './types';

const icons = { success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } satisfies Record<
  ToastType,
  unknown
>;

interface ToastItemProps {
  toast: ToastRecord;
  duration: number;
  onDismiss: (id: number) => void;
}

/** One toast: leaves after `duration`, the clock stopping while the pointer or focus is on it. */
export function ToastItem({ toast, duration, onDismiss }: ToastItemProps) {
  const text = useUiTexts();
  const remaining = useRef(duration);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const { id, type, title, isAccount = false } = toast;

  useEffect(() => {
    if (paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, id, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const Icon = icons[type];
  return (
    <Item
      role={type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-type={type}
      data-account={isAccount || undefined}
      $type={type}
      $account={isAccount}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <IconBox $type={type}>
        <Icon size={22} />
      </IconBox>
      <Title>
        <VisuallyHidden>{text(`toast.type.${type}`)}: </VisuallyHidden>
        {title}
      </Title>
      <Close type="button" aria-label={text('toast.close')} onClick={() => onDismiss(id)}>
        <CloseIcon size={16} />
      </Close>
    </Item>
  );
}

const enter = keyframes`from { opacity: 0; transform: translateY(-8px); }`;

const toastSurface = css<{ $type: ToastRecord['type']; $account: boolean }>`
  background: ${({ theme, $type, $account }) =>
    $account ? mix(theme.colors.surfaceRaised, theme.colors[$type], 0.12) : theme.colors.surfaceRaised};
  border: 1px solid ${({ theme, $type, $account }) => ($account ? theme.colors[$type] : theme.colors.border)};
  animation: ${enter} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
`;

const Item = styled.div<{ $type: ToastType; $account: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space(2, 1, 2, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  ${toastSurface}
`;

const IconBox = styled.span<{ $type: ToastType }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $type }) => theme.colors[$type]};
`;

const Title = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  ${media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  ${media.mobile} {
    width: 44px;
    height: 44px;
  }

  ${media.hover} {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;
