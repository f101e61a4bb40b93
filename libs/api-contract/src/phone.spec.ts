import {
  isSupportedMobile,
  maskEmail,
  maskMobile,
  MOBILE_PREFIXES,
  mobileCarrier,
  normaliseMobile,
} from './index';

describe('Vietnamese mobile numbers', () => {
  it('knows every current prefix of the three carriers', () => {
    expect(MOBILE_PREFIXES.viettel).toEqual(
      expect.arrayContaining([
        '086',
        '096',
        '097',
        '098',
        '032',
        '033',
        '034',
        '035',
        '036',
        '037',
        '038',
        '039',
      ]),
    );
    expect(MOBILE_PREFIXES.mobifone).toEqual(
      expect.arrayContaining(['089', '090', '093', '070', '076', '077', '078', '079']),
    );
    expect(MOBILE_PREFIXES.vinaphone).toEqual(
      expect.arrayContaining(['088', '091', '094', '081', '082', '083', '084', '085']),
    );
    for (const [carrier, prefixes] of Object.entries(MOBILE_PREFIXES)) {
      for (const prefix of prefixes) expect(mobileCarrier(`${prefix}1234567`)).toBe(carrier);
    }
  });

  it.each(['0981234567', '+84981234567', '84981234567', '098 123 4567', '098-123-4567', '(098) 123.4567'])(
    'reads %s as +84981234567',
    (input) => {
      expect(isSupportedMobile(input)).toBe(true);
      expect(normaliseMobile(input)).toBe('+84981234567');
    },
  );

  it.each([
    '0921234567', // Vietnamobile
    '0561234567', // Vietnamobile
    '0991234567', // Gmobile
    '0871234567', // iTel
    '0551234567', // Reddi
    '0801234567',
    '0311234567',
    '0241234567', // landline
    '981234567',
    '00981234567',
    '+840981234567',
    '098123456',
    '09812345678',
    '',
  ])('refuses %j', (input) => {
    expect(isSupportedMobile(input)).toBe(false);
    expect(() => normaliseMobile(input)).toThrow();
  });

  it('masks numbers and emails for "a code was sent to …"', () => {
    expect(maskMobile('+84981234567')).toBe('098****567');
    expect(maskMobile('0981234567')).toBe('098****567');
    expect(maskEmail('someone@example.com')).toBe('s*****e@example.com');
    expect(maskEmail('ab@example.com')).toBe('a*@example.com');
  });
});
