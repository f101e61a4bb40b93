/**
 * @jest-environment node
 */
// React Router prerenders public pages in Node: the kit must render there with no DOM, texts and styles included.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { BrandThemeProvider, Button, GlobalStyle, Image, Input, Modal, ToastProvider } from './index';
import { testTokens } from './testing';

// The jsdom projects map styled-components to its browser build; prerender uses the server one.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.cjs.js'));

describe('prerender', () => {
  it('renders to HTML in Node with Vietnamese texts, lazy placeholders and collected styles', () => {
    expect(typeof window).toBe('undefined');
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <BrandThemeProvider tokens={testTokens}>
          <GlobalStyle tokens={testTokens} />
          <ToastProvider>
            <Button>Đăng nhập</Button>
            <Image src="/games/xoc-dia.webp" alt="Xóc đĩa" width={318} height={397} />
            <Image src="/banner.webp" alt="Khuyến mãi" width={1200} height={400} priority />
            <Input label="Mật khẩu" type="password" />
            <Modal open={false} onOpenChange={() => undefined} title="Đăng nhập" />
          </ToastProvider>
        </BrandThemeProvider>,
      ),
    );
    const styles = sheet.getStyleTags();
    sheet.seal();

    expect(html).toContain('Đăng nhập</button>');
    expect(html).toContain('aria-label="Hiện mật khẩu"');
    // Lazy image: a placeholder for the player, a real <img> for crawlers without JS.
    expect(html).toMatch(/<span role="img" aria-label="Xóc đĩa"[^>]*><noscript><img src="\/games\/xoc-dia.webp"/);
    expect(html).toMatch(/<img src="\/banner.webp"[^>]*fetchPriority="high"/);
    expect(html).toContain('aria-label="Thông báo"');
    expect(html).toContain('background-color: #0d1321');
    expect(styles).toContain('min-height:44px');
  });
});
