import { render, screen } from '@testing-library/react';
import { composePageExtensions, PageExtension, PageExtensionsProvider } from './page-extensions';

const first = () => Promise.resolve({ default: () => <p>Nhập Gift code</p> });
const second = () => Promise.resolve({ default: () => <p>Quay thưởng</p> });

describe('PageExtension', () => {
  it('shows what the features put at a place, in their order, once loaded', async () => {
    const extensions = composePageExtensions([{ '/su-kien/gift-code': [first] }, undefined, { '/su-kien/gift-code': [second] }]);
    render(
      <PageExtensionsProvider extensions={extensions}>
        <PageExtension place="/su-kien/gift-code" />
        <PageExtension place="/khuyen-mai" />
      </PageExtensionsProvider>,
    );
    expect(await screen.findByText('Nhập Gift code')).toBeTruthy();
    const texts = screen.getAllByText(/Nhập Gift code|Quay thưởng/).map((node) => node.textContent);
    expect(texts).toEqual(['Nhập Gift code', 'Quay thưởng']);
  });

  it('renders nothing where nothing is offered', () => {
    const { container } = render(<PageExtension place="/su-kien/nhiem-vu" />);
    expect(container.innerHTML).toBe('');
  });
});
