import * as z from 'zod/mini';
import {
  ACCOUNT_MESSAGES as M,
  COMMON_PASSWORDS,
  changePasswordRequestSchema,
  isCommonPassword,
  loginRequestSchema,
  registerRequestSchema,
} from './index';

const firstMessage = (schema: z.ZodMiniType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const valid = { username: 'NguoiChoi01', password: 'Kh0ngDoanDuoc', phone: '0961234567', ageConfirmed: true };

describe('registerRequestSchema (shared by the register form and the API)', () => {
  it('parses a valid form, normalising the phone and keeping attribution', () => {
    expect(
      z.parse(registerRequestSchema, { ...valid, phone: '+84 96 123 4567', utm_source: ' fb ', extra: 1 }),
    ).toEqual({
      ...valid,
      phone: '+84961234567',
      utm_source: 'fb',
    });
  });

  it.each([
    [{ ...valid, username: undefined }, M.usernameRequired],
    [{ ...valid, username: '' }, M.usernameRequired],
    [{ ...valid, username: 'abcde' }, M.usernameLength],
    [{ ...valid, username: 'a'.repeat(30) }, M.usernameLength],
    [{ ...valid, username: 'người chơi' }, M.usernameCharacters],
    [{ ...valid, username: 'player.01' }, M.usernameCharacters],
    [{ ...valid, password: '' }, M.passwordRequired],
    [{ ...valid, password: '12345' }, M.passwordLength],
    [{ ...valid, password: 'a'.repeat(65) }, M.passwordLength],
    [{ ...valid, password: 'MatKhau123' }, M.passwordTooCommon],
    [{ ...valid, password: 'nguoichoi01' }, M.passwordSameAsUsername],
    [{ ...valid, phone: '' }, M.phoneRequired],
    [{ ...valid, phone: '0921234567' }, M.phoneInvalid],
    [{ ...valid, ageConfirmed: false }, M.ageConfirmationRequired],
    [{ ...valid, ageConfirmed: undefined }, M.ageConfirmationRequired],
  ])('refuses %j with its Vietnamese message', (input, message) => {
    expect(firstMessage(registerRequestSchema, input)).toBe(message);
  });

  it('trims the username before checking it', () => {
    expect(z.parse(registerRequestSchema, { ...valid, username: '  NguoiChoi01 ' }).username).toBe(
      'NguoiChoi01',
    );
  });
});

describe('loginRequestSchema', () => {
  it('asks only for presence: format mistakes are a failed login, not a form error', () => {
    expect(z.safeParse(loginRequestSchema, { username: 'abc', password: '1' }).success).toBe(true);
    expect(firstMessage(loginRequestSchema, { username: ' ', password: 'x' })).toBe(M.usernameRequired);
    expect(firstMessage(loginRequestSchema, { username: 'abc' })).toBe(M.passwordRequired);
  });
});

describe('changePasswordRequestSchema', () => {
  it('applies the new-password rules to the new password only', () => {
    expect(
      z.safeParse(changePasswordRequestSchema, { currentPassword: '123456', newPassword: 'Moi2026abc' })
        .success,
    ).toBe(true);
    expect(firstMessage(changePasswordRequestSchema, { currentPassword: 'x', newPassword: 'password' })).toBe(
      M.passwordTooCommon,
    );
  });
});

describe('the common password list', () => {
  it('holds the obvious ones and the Vietnamese favourites, compared in any case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const password of [
      '123456',
      'password',
      'qwerty',
      '111111',
      'iloveyou',
      'anhyeuem',
      'matkhau',
      'ANHYEUEM',
    ]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('demo1234')).toBe(false);
    expect([...COMMON_PASSWORDS].every((word) => word === word.toLowerCase() && word.length >= 6)).toBe(true);
  });
});
