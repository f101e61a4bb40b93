import { parseCommand, UsageError } from './commands';

describe('the cashier commands of the operator CLI', () => {
  it.each([
    [['withdrawals', 'list'], { name: 'withdrawals list' }],
    [['withdrawals'], { name: 'withdrawals list' }],
    [['withdrawals', 'list', '--status', 'pending'], { name: 'withdrawals list', status: 'pending' }],
    [['withdrawals', '--status', 'paid'], { name: 'withdrawals list', status: 'paid' }],
    [['withdrawal', 'approve', '12'], { name: 'withdrawal', decision: 'approve', id: 12 }],
    [
      ['withdrawal', 'reject', '12', 'tài', 'khoản', 'nghi', 'vấn'],
      { name: 'withdrawal', decision: 'reject', id: 12, reason: 'tài khoản nghi vấn' },
    ],
    [['deposits', 'search'], { name: 'deposits search' }],
    [
      ['deposits', 'search', 'demo01', '--status', 'completed', '--code', 'D7K2M9QX4T'],
      { name: 'deposits search', username: 'demo01', status: 'completed', code: 'D7K2M9QX4T' },
    ],
  ])('reads %j', (argv, expected) => {
    expect(parseCommand([...argv, '--brand', 'xc06'])).toEqual({ ...expected, brand: 'xc06' });
  });

  it.each([
    [['withdrawals', 'list', '--status', 'lost']],
    [['withdrawals', 'list', 'extra']],
    [['withdrawal', 'approve']],
    [['withdrawal', 'approve', '1e3']],
    [['withdrawal', 'approve', '12', 'now']],
    [['withdrawal', 'reject', '12']],
    [['withdrawal', 'reject', '12', '  ']],
    [['withdrawal', 'cancel', '12']],
    [['deposits', 'search', 'a', 'b']],
    [['deposits', 'search', '--code', 'W123']],
    [['deposits', 'search', '--status']],
    [['deposits', 'search', '--status', 'completed', '--status', 'failed']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});
