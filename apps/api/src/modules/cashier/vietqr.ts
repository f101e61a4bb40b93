/**
 * The VietQR payload (EMVCo merchant-presented QR, NAPAS's "transfer to account" service) of a
 * voucher: a string a banking app scans; the web draws it as a QR code.
 */
const field = (id: string, value: string): string => {
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo field 63 requires, in upper-case hex. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function vietQrPayload(input: {
  bankBin: string;
  accountNumber: string;
  amount: number;
  content: string;
}): string {
  if (!/^\d{6}$/.test(input.bankBin) || !/^\d{6,19}$/.test(input.accountNumber))
    throw new Error('a VietQR needs a 6-digit bank BIN and an account number');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error('a VietQR amount is a positive integer');
  if (!/^[A-Za-z0-9 ]{1,25}$/.test(input.content))
    throw new Error('a VietQR content is 1 to 25 letters, digits or spaces');
  const beneficiary = field('00', input.bankBin) + field('01', input.accountNumber);
  const merchant = field('00', 'A000000727') + field('01', beneficiary) + field('02', 'QRIBFTTA');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', merchant) +
    field('53', '704') +
    field('54', String(input.amount)) +
    field('58', 'VN') +
    field('62', field('08', input.content)) +
    '6304';
  return body + crc16(body);
}
