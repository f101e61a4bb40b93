import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { composePageExtensions, PageExtension, PageExtensionsProvider } from './page-extensions';

const first = () => Promise.resolve({ default: () => <p>Nhập Gift code</p> });
const second = () => Promise.resolve({ default: () => <p>Quay thưởng</p> });

describe('PageExtension', () => {
  it('shows what the features put at a place, in their order, once loaded', async () => {
    const extensions = composePageExtensions([
      { '/su-kien/gift-code': [first] },
      undefined,
      { '/su-kien/gift-code': [second] },
    ]);
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

  it('keeps the room an extension declares from the first paint, and the extension appears in it', async () => {
    const extensions = { '/su-kien': [{ load: first, room: { mobile: 234, tabletUp: 150 } }, second] };
    const page = (
      <PageExtensionsProvider extensions={extensions}>
        <PageExtension place="/su-kien" />
      </PageExtensionsProvider>
    );
    // The prerendered page: the room, empty; nothing of the loader without one.
    const html = renderToString(page);
    expect(html).toMatch(/^<div [^>]*data-extension-room=""[^>]*><\/div>$/);
    expect(html).not.toContain('Nhập Gift code');
    render(page);
    const shown = await screen.findByText('Nhập Gift code');
    expect(shown.parentElement).toHaveAttribute('data-extension-room');
    expect(getComputedStyle(shown.parentElement as HTMLElement).minHeight).toBe('234px');
    expect(await screen.findByText('Quay thưởng')).toBeTruthy();
  });
});
