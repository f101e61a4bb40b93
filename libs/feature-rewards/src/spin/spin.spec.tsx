import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import { REWARD_MESSAGES } from '@xc/api-contract';
import { sessionAtom } from '@xc/data-access-api';
import { clientSeedLandingOn, testSpinPrizes } from '@xc/data-access-api/testing';
import { useModals } from '@xc/ui-kit';
import { rewardsModals } from '../modals';
import { bodyOf, renderRewards, setUpFakeRewardsApi, wait } from '../test-setup';
import { SpinEntry } from './spin-entry';
import { landingRotation, slicePosition } from './spin-math';
import { prizeForTicket } from './verify';

const ctx = setUpFakeRewardsApi();
const spins = () => ctx.api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/rewards/spin'));

// jsdom has no SubtleCrypto; the browser does (in a secure context), and so does Node.
const withSubtle = () =>
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
const withoutSubtle = () =>
  Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });

function reducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  withoutSubtle();
});

function OpenSpin() {
  const modals = useModals();
  return (
    <button type="button" onClick={() => void modals.open(rewardsModals.spinReward)}>
      mở vòng quay
    </button>
  );
}

async function openSpin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'mở vòng quay' }));
  return screen.findByRole('dialog', { name: 'Vòng quay may mắn' });
}

async function setSeed(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, seed: string) {
  await user.click(within(dialog).getByText('Nâng cao: hạt giống của bạn'));
  const input = within(dialog).getByLabelText('Hạt giống của bạn (client seed)');
  await user.clear(input);
  await user.type(input, seed);
}

describe('the wheel arithmetic', () => {
  it('lands the pointer (12 o’clock) on the middle of the drawn slice, always turning forward', () => {
    for (const count of [2, 5, 7, 12]) {
      for (let position = 0; position < count; position += 1) {
        const from = 1234.5;
        const to = landingRotation(from, position, count);
        expect(to).toBeGreaterThan(from + 360 * 4);
        const slice = 360 / count;
        // Where the middle of slice `position` sits once turned, clockwise from the pointer.
        const at = ((((position + 0.5) * slice + to) % 360) + 360) % 360;
        expect(Math.min(at, 360 - at)).toBeCloseTo(0, 6);
      }
    }
  });

  it('finds the slice by the prize index, and a ticket’s prize by cumulative weight', () => {
    expect(slicePosition(testSpinPrizes, 4)).toBe(4);
    expect(slicePosition([...testSpinPrizes].reverse(), 4)).toBe(2);
    expect(prizeForTicket(testSpinPrizes, 0)?.index).toBe(0);
    expect(prizeForTicket(testSpinPrizes, 3_999)?.index).toBe(0);
    expect(prizeForTicket(testSpinPrizes, 4_000)?.index).toBe(1);
    expect(prizeForTicket(testSpinPrizes, 9_999)?.index).toBe(6);
    expect(prizeForTicket(testSpinPrizes, 10_000)).toBeNull();
  });
});

describe('the spinReward modal', () => {
  it('shows the prize table, the committed hash and a generated seed before the spin', async () => {
    const user = userEvent.setup();
    renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    const table = await within(dialog).findByRole('table', { name: 'Bảng giải thưởng' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(testSpinPrizes.length + 1);
    expect(rows[1]).toHaveTextContent('Không trúng40%');
    expect(rows[7]).toHaveTextContent('100,000 ₫0.5%');
    expect(within(dialog).getByRole('img', { name: 'Vòng quay với 7 ô giải thưởng' })).toBeInTheDocument();
    const hash = within(dialog).getByText(/^[0-9a-f]{64}$/);
    expect(hash).toBeInTheDocument();
    await user.click(within(dialog).getByText('Nâng cao: hạt giống của bạn'));
    const seed = within(dialog).getByLabelText('Hạt giống của bạn (client seed)');
    expect((seed as HTMLInputElement).value).toMatch(/^[0-9a-f]{16}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Tạo hạt giống mới' }));
    expect((seed as HTMLInputElement).value).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refuses a seed with other characters, with the contract message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    await within(dialog).findByRole('table');
    await setSeed(user, dialog, 'hạt giống!');
    await user.click(within(dialog).getByRole('button', { name: 'Quay' }));
    expect(within(dialog).getByLabelText('Hạt giống của bạn (client seed)')).toHaveAccessibleDescription(
      expect.stringContaining(REWARD_MESSAGES.clientSeedInvalid),
    );
    expect(spins()).toHaveLength(0);
  });

  it('spins once for a double click, lands on the drawn prize, pays, and shows the proof, checked', async () => {
    const user = userEvent.setup();
    withSubtle();
    reducedMotion(true);
    const { serverSeed, nonce } = ctx.rewards.state.spin;
    const seed = clientSeedLandingOn(serverSeed, nonce, testSpinPrizes, 4);
    const { store } = renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    await within(dialog).findByRole('table');
    const committed = within(dialog).getByText(/^[0-9a-f]{64}$/).textContent;
    await setSeed(user, dialog, seed);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Quay' }));

    const result = await screen.findByRole('dialog', { name: 'Kết quả vòng quay' });
    expect(spins()).toHaveLength(1);
    expect(bodyOf(spins()[0])).toEqual({ clientSeed: seed, requestId: expect.any(String) });
    expect(screen.queryByRole('dialog', { name: 'Vòng quay may mắn' })).not.toBeInTheDocument();
    expect(within(result).getByText('Chúc mừng! Bạn nhận được 20,000 ₫.')).toBeInTheDocument();
    expect(within(result).getByText('Số dư mới: 120,000 ₫')).toBeInTheDocument();
    expect(store.get(sessionAtom)?.user.balance).toBe(120_000);
    expect(within(result).getByText(serverSeed)).toBeInTheDocument();
    expect(within(result).getByText(committed ?? '')).toBeInTheDocument();
    expect(
      await within(result).findByText(
        'Khớp: SHA-256 của hạt giống máy chủ trùng với mã băm đã cam kết trước khi quay.',
      ),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(/Khớp: tính lại từ các hạt giống cho đúng giải này\./),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(
        `Tính HMAC-SHA256 với khóa là hạt giống máy chủ và nội dung "${seed}:${nonce}:0".`,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it('turns the wheel to the drawn slice and shows the result only once it has landed', async () => {
    const user = userEvent.setup();
    reducedMotion(false);
    const { serverSeed, nonce } = ctx.rewards.state.spin;
    const seed = clientSeedLandingOn(serverSeed, nonce, testSpinPrizes, 2);
    renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    await within(dialog).findByRole('table');
    await setSeed(user, dialog, seed);
    await user.click(within(dialog).getByRole('button', { name: 'Quay' }));
    const wheel = within(dialog).getByRole('img', { name: /Vòng quay/ });
    await waitFor(() => expect(Number(wheel.getAttribute('data-rotation'))).toBeGreaterThan(0));
    const rotation = Number(wheel.getAttribute('data-rotation'));
    expect(rotation).toBe(landingRotation(0, 2, testSpinPrizes.length));
    expect(wheel).toHaveStyle({ transitionDuration: '4200ms' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Đang quay…');
    // Escape while it turns does not close it: the spin is paid, the result is coming.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Vòng quay may mắn' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Kết quả vòng quay' })).not.toBeInTheDocument();
    fireEvent.transitionEnd(wheel);
    expect(await screen.findByRole('dialog', { name: 'Kết quả vòng quay' })).toHaveTextContent(
      'Chúc mừng! Bạn nhận được 5,000 ₫.',
    );
  });

  it('says when today’s spin is used (the API reason, the next time) and offers no spin', async () => {
    const user = userEvent.setup();
    ctx.rewards.state.spin = {
      ...ctx.rewards.state.spin,
      available: false,
      reason: REWARD_MESSAGES.depositRequired,
      nextSpinAt: null,
    };
    renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    expect(await within(dialog).findByText(REWARD_MESSAGES.depositRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Quay' })).toBeDisabled();
  });

  it('shows the API refusal of a spin (already spun elsewhere) and reads the state again', async () => {
    const user = userEvent.setup();
    renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    await within(dialog).findByRole('table');
    ctx.rewards.state.spin = {
      ...ctx.rewards.state.spin,
      available: false,
      reason: REWARD_MESSAGES.alreadySpun,
    };
    await user.click(within(dialog).getByRole('button', { name: 'Quay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REWARD_MESSAGES.alreadySpun);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Quay' })).toBeDisabled());
  });

  it('without SubtleCrypto the result says to check by hand, with the steps', async () => {
    const user = userEvent.setup();
    reducedMotion(true);
    renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Quay' }));
    const result = await screen.findByRole('dialog', { name: 'Kết quả vòng quay' });
    expect(
      await within(result).findByText(
        'Trình duyệt này không tự kiểm tra được; hãy làm theo hướng dẫn bên dưới.',
      ),
    ).toBeInTheDocument();
    await user.click(within(result).getByText('Cách tự kiểm tra'));
    expect(within(result).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('flags a revealed seed that does not match the committed hash', async () => {
    const user = userEvent.setup();
    withSubtle();
    reducedMotion(true);
    const honest = ctx.honest('POST user/rewards/spin');
    ctx.extra['POST user/rewards/spin'] = (request) => {
      const reply = honest(request);
      const data = (reply.body as { data: Record<string, unknown> }).data;
      return { ...reply, body: { data: { ...data, serverSeed: 'f'.repeat(64) } } };
    };
    renderRewards(<OpenSpin />);
    const dialog = await openSpin(user);
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Quay' }));
    const result = await screen.findByRole('dialog', { name: 'Kết quả vòng quay' });
    expect(
      await within(result).findByText(
        'Không khớp: SHA-256 của hạt giống máy chủ khác mã băm đã cam kết. Hãy liên hệ hỗ trợ.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the spin entry on /su-kien', () => {
  it('tells a player today’s spin is there and opens the wheel', async () => {
    const user = userEvent.setup();
    renderRewards(<SpinEntry />);
    expect(await screen.findByText('Bạn còn 1 lượt quay hôm nay.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quay ngay' }));
    expect(await screen.findByRole('dialog', { name: 'Vòng quay may mắn' })).toBeInTheDocument();
  });

  it('asks a visitor to log in first, then opens the wheel', async () => {
    const user = userEvent.setup();
    renderRewards(<SpinEntry />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Đăng nhập để quay' }));
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập giả' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vòng quay may mắn' });
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it('a visitor who dismisses the login gets no wheel', async () => {
    const user = userEvent.setup();
    renderRewards(<SpinEntry />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Đăng nhập để quay' }));
    await screen.findByRole('dialog', { name: 'Đăng nhập (giả)' });
    await user.keyboard('{Escape}');
    await wait(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => undefined);
  });
});
