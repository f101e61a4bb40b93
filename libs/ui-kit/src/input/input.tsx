import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../icons';
import { media } from '../theme/media';
import { useUiTexts } from '../texts';

export type InputType = 'text' | 'password' | 'tel' | 'number' | 'email' | 'date';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Always visible above the field. */
  label: ReactNode;
  type?: InputType;
  /** Validation message; marks the field invalid and is read with it. */
  error?: ReactNode;
  /** Helper text under the field (e.g. the username rule). */
  hint?: ReactNode;
  /** Class of the wrapper, for layout. */
  className?: string;
}

const inputModes = { tel: 'tel', number: 'numeric' } as const;

/** A labelled text field; `ref` reaches the `<input>` so form libraries can register it. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, type = 'text', error, hint, className, id, disabled, ...rest },
  ref,
) {
  const text = useUiTexts();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy =
    [rest['aria-describedby'], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        <StyledInput
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          inputMode={type in inputModes ? inputModes[type as keyof typeof inputModes] : undefined}
          disabled={disabled}
          {...rest}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={describedBy}
        />
        {isPassword && (
          <Toggle
            type="button"
            aria-label={text(revealed ? 'input.hidePassword' : 'input.showPassword')}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </Toggle>
        )}
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
});

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Control = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.focusRing)};
    box-shadow: 0 0 0 1px ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.focusRing)};
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  min-height: calc(${({ theme }) => theme.controlHeights.md} - 2px);
  margin: 0;
  padding: ${({ theme }) => theme.space(0, 3.5)};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  /* 16 px keeps iOS Safari from zooming into the field. */
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  /* The wrapper draws the focus ring around the whole control. */
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
  }

  &[type='number'] {
    appearance: textfield;
    -moz-appearance: textfield;
  }
  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: -1px 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  ${media.hover} {
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
  }
  &:focus-visible {
    outline-offset: -4px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
`;
