import { crc16, vietQrPayload } from './vietqr';

describe('the VietQR payload', () => {
  it('uses CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('is an EMVCo string of the NAPAS transfer service with amount, content and a valid CRC', () => {
    const payload = vietQrPayload({
      bankBin: '970418',
      accountNumber: '96247000888',
      amount: 150000,
      content: 'XCPABC123',
    });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('0010A000000727');
    expect(payload).toContain('0006970418011196247000888');
    expect(payload).toContain('0208QRIBFTTA');
    expect(payload).toContain('5303704');
    expect(payload).toContain('5406150000');
    expect(payload).toContain('5802VN');
    expect(payload).toContain('62130809XCPABC123');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('refuses what a bank app could not read', () => {
    expect(() =>
      vietQrPayload({ bankBin: '97041', accountNumber: '1234567', amount: 1, content: 'A' }),
    ).toThrow();
    expect(() =>
      vietQrPayload({ bankBin: '970418', accountNumber: '1234567', amount: 0, content: 'A' }),
    ).toThrow();
    expect(() =>
      vietQrPayload({ bankBin: '970418', accountNumber: '1234567', amount: 1, content: 'Ä\n' }),
    ).toThrow();
  });
});
