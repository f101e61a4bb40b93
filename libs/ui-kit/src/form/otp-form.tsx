import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { useUiTexts } from '../texts';
import { useCountdown } from './countdown';
import { FormStack } from './controls';

const CODE = /^\d{6}$/;

export interface OtpFormProps {
  /** Where the code went, masked (098****321). */
  destination: string;
  /** From the challenge: when the player may ask for another code. */
  resendAfterSeconds: number;
  /** Checks the code; resolves to an error message to show, or null when done. */
  onVerify(code: string): Promise<string | null>;
  /** Sends a new code; resolves to the new wait, or an error message. */
  onResend(): Promise<{ resendAfterSeconds: number } | string>;
  submitLabel?: string;
}

/** The one-time-code step every flow shares: 6 digits, verify, resend after the countdown. */
export function OtpForm({ destination, resendAfterSeconds, onVerify, onResend, submitLabel }: OtpFormProps) {
  const text = useUiTexts();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const startCountdown = countdown.start;
  useEffect(() => startCountdown(resendAfterSeconds), [resendAfterSeconds, startCountdown]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError(text('otp.required'));
    if (!CODE.test(value)) return setError(text('otp.format'));
    setBusy(true);
    setError(await onVerify(value));
    setBusy(false);
  };
  const resend = async () => {
    setBusy(true);
    const result = await onResend();
    setBusy(false);
    if (typeof result === 'string') setError(result);
    else {
      setError(null);
      startCountdown(result.resendAfterSeconds);
    }
  };

  return (
    <FormStack onSubmit={(event) => void submit(event)} noValidate>
      <Sent>{text('otp.sentTo', { destination })}</Sent>
      <Input
        label={text('otp.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={error ?? undefined}
      />
      <Button type="submit" block loading={busy}>
        {submitLabel ?? text('otp.submit')}
      </Button>
      <Resend type="button" disabled={countdown.left > 0 || busy} onClick={() => void resend()}>
        {countdown.left > 0 ? text('otp.resendIn', { seconds: countdown.left }) : text('otp.resend')}
      </Resend>
    </FormStack>
  );
}

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Resend = styled.button`
  justify-self: center;
  min-height: 44px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    cursor: default;
  }
`;
