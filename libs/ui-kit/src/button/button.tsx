import {
  forwardRef,
  useRef,
  type ButtonHTMLAttributes,
  type ElementType,
  type MouseEvent,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { alpha } from '../theme/color';
import { media } from '../theme/media';
import { useUiTexts } from '../texts';
import { VisuallyHidden } from '../visually-hidden';

/** Repeated clicks within this time of an accepted click are ignored (spec §9). */
export const BUTTON_DEBOUNCE_MS = 500;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the container. */
  block?: boolean;
  /** Shows a spinner and ignores clicks, keeping focus (unlike `disabled`). */
  loading?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** Renders another element or component with button looks, e.g. `as="a"` or a router `Link`. */
  as?: ElementType;
  href?: string;
  target?: string;
  rel?: string;
  /** For router links rendered through `as`. */
  to?: string;
}

/**
 * The one button of the platform: ignores clicks while disabled or loading and debounces repeats
 * (leading edge: the first click fires, clicks within 500 ms of it are dropped and their default
 * action — form submit, link navigation — is prevented).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    block = false,
    loading = false,
    disabled = false,
    type = 'button',
    as,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const text = useUiTexts();
  const lastAccepted = useRef(Number.NEGATIVE_INFINITY);
  const isNativeButton = as === undefined || as === 'button';
  const inert = disabled || loading;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const now = Date.now();
    if (inert || now - lastAccepted.current < BUTTON_DEBOUNCE_MS) {
      event.preventDefault();
      return;
    }
    lastAccepted.current = now;
    onClick?.(event);
  };

  return (
    <StyledButton
      ref={ref}
      as={as}
      {...rest}
      {...(isNativeButton ? { type, disabled } : { tabIndex: disabled ? -1 : rest.tabIndex })}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $block={block}
      onClick={handleClick}
    >
      {loading && (
        <>
          <Spinner aria-hidden="true" />
          <VisuallyHidden>{text('button.loading')}</VisuallyHidden>
        </>
      )}
      {children}
    </StyledButton>
  );
});

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const sizes = {
  sm: css`
    min-height: ${({ theme }) => theme.controlHeights.sm};
    padding: ${({ theme }) => theme.space(1.5, 3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.controlHeights.md};
    padding: ${({ theme }) => theme.space(2, 5)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.controlHeights.lg};
    padding: ${({ theme }) => theme.space(3, 7)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    ${media.hover} {
      &:hover:not([aria-disabled='true']) {
        background: ${({ theme }) => theme.colors.primaryHover};
      }
    }
    &:active:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryActive};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
    border-color: ${({ theme }) => theme.colors.link};
    ${media.hover} {
      &:hover:not([aria-disabled='true']) {
        background: ${({ theme }) => alpha(theme.colors.primary, 0.12)};
      }
    }
    &:active:not([aria-disabled='true']) {
      background: ${({ theme }) => alpha(theme.colors.primary, 0.2)};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    ${media.hover} {
      &:hover:not([aria-disabled='true']) {
        background: ${({ theme }) => theme.colors.surfaceHover};
      }
    }
    &:active:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.border};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  touch-action: manipulation;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  ${media.mobile} {
    min-height: max(${({ theme }) => theme.controlHeights.md}, ${({ $size, theme }) => theme.controlHeights[$size]});
  }

  &:active:not([aria-disabled='true']) {
    transform: scale(0.98);
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.5;
  }
`;
