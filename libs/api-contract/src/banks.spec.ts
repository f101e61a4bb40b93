import * as z from 'zod/mini';
import {
  ACCOUNT_MESSAGES as M,
  addBankAccountRequestSchema,
  BANKS,
  findBank,
  normaliseHolderName,
} from './index';

const valid = {
  bankCode: 'VCB',
  accountNumber: '0011001234567',
  holderName: 'Nguyen Van A',
  challengeId: '6b0c5c1e-8d8e-4f6a-9c3b-2a1d0e9f8c7b',
  code: '123456',
};

describe('banks', () => {
  it('lists the main Vietnamese banks with unique codes', () => {
    const names = BANKS.map((bank) => bank.shortName).join(' ');
    for (const name of [
      'Vietcombank',
      'VietinBank',
      'BIDV',
      'Agribank',
      'Techcombank',
      'MB Bank',
      'ACB',
      'VPBank',
      'Sacombank',
      'TPBank',
      'VIB',
      'SHB',
      'HDBank',
      'OCB',
      'MSB',
      'SeABank',
      'Eximbank',
      'LienVietPostBank',
      'Nam A Bank',
      'Bac A Bank',
    ]) {
      expect(names).toContain(name);
    }
    expect(new Set(BANKS.map((bank) => bank.code)).size).toBe(BANKS.length);
    expect(findBank('VBA')?.shortName).toBe('Agribank');
  });

  it.each([
    ['Nguyễn Văn Đức', 'NGUYEN VAN DUC'],
    ['  trần   thị  bích  ', 'TRAN THI BICH'],
    ['ĐẶNG HỮU PHƯỚC', 'DANG HUU PHUOC'],
    ['lê\tthị\nhồng', 'LE THI HONG'],
    ['Nguyễn Văn Đức'.normalize('NFD'), 'NGUYEN VAN DUC'],
  ])('normalises the holder name %j to %j', (input, output) => {
    expect(normaliseHolderName(input)).toBe(output);
  });

  it('parses the add-bank form into the stored form', () => {
    expect(
      z.parse(addBankAccountRequestSchema, {
        ...valid,
        accountNumber: '0011 0012 34567',
        holderName: 'nguyễn văn a',
      }),
    ).toEqual({
      ...valid,
      holderName: 'NGUYEN VAN A',
    });
  });

  it.each([
    [{ ...valid, bankCode: 'NOPE' }, M.bankRequired],
    [{ ...valid, accountNumber: '' }, M.accountNumberRequired],
    [{ ...valid, accountNumber: '12345' }, M.accountNumberInvalid],
    [{ ...valid, accountNumber: '12345678901234567890' }, M.accountNumberInvalid],
    [{ ...valid, accountNumber: '1234-5678' }, M.accountNumberInvalid],
    [{ ...valid, holderName: '' }, M.holderNameRequired],
    [{ ...valid, holderName: 'Nguyen Van 3' }, M.holderNameInvalid],
    [{ ...valid, holderName: 'X'.repeat(51) }, M.holderNameInvalid],
    [{ ...valid, code: '12345' }, M.codeFormat],
  ])('refuses %j', (input, message) => {
    const result = z.safeParse(addBankAccountRequestSchema, input);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});
