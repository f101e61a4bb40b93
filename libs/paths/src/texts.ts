import { defineTexts } from '@xc/i18n';
import { pageTrail, type AppPath, type PageDef } from './paths';

/** Headings and descriptions of the pages (namespace `paths`): what menus, breadcrumbs, titles and placeholders say. */
export const pageTexts = defineTexts('paths', {
  /** What each kind of page is (spec §1–2), shown until its feature lands, and as the default description. */
  groups: {
    home: 'Thể thao, casino trực tuyến, nổ hũ, lô đề và nhiều trò chơi khác trên một tài khoản duy nhất.',
    error: 'Trang thông báo lỗi của hệ thống.',
    'live-casino':
      'Casino trực tiếp với người chia bài thật: bầu cua, xóc đĩa, roulette, tài xỉu, poker, rồng hổ, baccarat, blackjack và nhiều trò khác.',
    promotions: 'Các chương trình khuyến mãi: thưởng nạp đầu 50% và 100%, hoàn trả không giới hạn mỗi ngày.',
    events:
      'Sự kiện dành cho thành viên: gift code, hoàn trả cược thua, nhiệm vụ hằng ngày và thưởng tải ứng dụng.',
    portal: 'Cổng game: keno, slot, game bài, sòng bài, bắn cá, game nhanh, nổ hũ và các trò chơi khác.',
    sports: 'Cá cược thể thao từ nhiều nhà cung cấp và thể thao ảo, mở trong khung trò chơi chung.',
    schedule: 'Lịch thi đấu các giải bóng đá và thể thao sắp diễn ra.',
    lottery: 'Lô đề ba miền, lô đề siêu tốc quay mỗi 1, 3 hoặc 5 phút, Mega 6/45 và Power 6/55.',
    cockfight: 'Xem trực tiếp đá gà từ các sàn GA28 và WS168.',
    support: 'Thông tin và hướng dẫn dành cho người chơi.',
    news: 'Tin tức, nhận định và thông báo mới nhất.',
    missions: 'Hoàn thành nhiệm vụ hằng ngày và tích lũy để nhận thưởng.',
    'mini-games': 'Các trò chơi nhỏ, chơi nhanh ngay trên trang.',
    'install-app': 'Cài đặt ứng dụng trên điện thoại Android hoặc iOS để truy cập nhanh hơn.',
    generic: 'Thông tin từ nhà cái.',
    game: 'Khung chơi game.',
    account: 'Khu vực tài khoản: thông tin cá nhân, ngân hàng, nạp tiền, rút tiền và lịch sử giao dịch.',
  },
  /** Headings of the pages; a brand's SEO copy may give its own h1. */
  pages: {
    '/': 'Trang chủ',
    '/404': 'Không tìm thấy trang',
    '/500': 'Đã có lỗi xảy ra',
    '/maintenance': 'Bảo trì hệ thống',
    '/live-casino': 'Live casino',
    '/live-casino/bau-cua': 'Bầu cua',
    '/live-casino/xoc-dia': 'Xóc đĩa',
    '/live-casino/roulette': 'Roulette',
    '/live-casino/tai-xiu': 'Tài xỉu',
    '/live-casino/poker': 'Poker',
    '/live-casino/rong-ho': 'Rồng hổ',
    '/live-casino/baccarat': 'Baccarat',
    '/live-casino/blackjack': 'Blackjack',
    '/live-casino/game-khac': 'Game khác',
    '/live-casino/sexy-casino': 'Sexy Casino',
    '/khuyen-mai': 'Khuyến mãi',
    '/khuyen-mai/khuyen-mai-100': 'Thưởng nạp đầu 100%',
    '/khuyen-mai/khuyen-mai-50': 'Thưởng nạp đầu 50%',
    '/khuyen-mai/hoan-tra-135': 'Hoàn trả 1,35%',
    '/khuyen-mai/hoan-tra-14': 'Hoàn trả 1,4%',
    '/khuyen-mai/hoan-tra-145': 'Hoàn trả 1,45%',
    '/khuyen-mai/hoan-tra-15': 'Hoàn trả 1,5%',
    '/su-kien': 'Sự kiện',
    '/su-kien/gift-code': 'Gift code',
    '/su-kien/hoan-tra-cuoc': 'Hoàn trả cược thua',
    '/su-kien/nhiem-vu': 'Nhiệm vụ hằng ngày',
    '/su-kien/thuong-tai-app': 'Thưởng tải ứng dụng',
    '/cong-game': 'Cổng game',
    '/cong-game/keno': 'Keno',
    '/cong-game/slot': 'Slot',
    '/cong-game/game-bai': 'Game bài',
    '/cong-game/song-bai': 'Sòng bài',
    '/cong-game/ban-ca': 'Bắn cá',
    '/cong-game/game-nhanh': 'Game nhanh',
    '/cong-game/no-hu': 'Nổ hũ',
    '/cong-game/game-khac': 'Game khác',
    '/the-thao': 'Thể thao',
    '/lich-thi-dau': 'Lịch thi đấu',
    '/the-thao/k-sport': 'K-Sport',
    '/the-thao/saba-sport': 'SABA Sport',
    '/the-thao/bti-sport': 'BTi Sport',
    '/the-thao/im-sport': 'IM Sport',
    '/the-thao/the-thao-ao-pp': 'Thể thao ảo PP',
    '/the-thao/the-thao-ao-saba': 'Thể thao ảo SABA',
    '/the-thao/the-thao-ao-im': 'Thể thao ảo IM',
    '/the-thao/the-thao-ao-ksport': 'Thể thao ảo K-Sport',
    '/lo-de': 'Lô đề',
    '/lo-de/lo-de-3-mien': 'Lô đề 3 miền',
    '/lo-de/lo-de-sieu-toc': 'Lô đề siêu tốc',
    '/lo-de/mega645': 'Mega 6/45',
    '/lo-de/power655': 'Power 6/55',
    '/da-ga': 'Đá gà',
    '/da-ga-ga28': 'Đá gà GA28',
    '/da-ga-ws168': 'Đá gà WS168',
    '/gioi-thieu': 'Giới thiệu',
    '/dieu-khoan-dieu-kien': 'Điều khoản và điều kiện',
    '/chinh-sach-bao-mat': 'Chính sách bảo mật',
    '/huong-dan-nap-tien': 'Hướng dẫn nạp tiền',
    '/huong-dan-rut-tien': 'Hướng dẫn rút tiền',
    '/huong-dan-dang-ky': 'Hướng dẫn đăng ký',
    '/code-tan-thu': 'Code tân thủ',
    '/huong-dan-nhan-gift-code': 'Hướng dẫn nhận gift code',
    '/cau-hoi-thuong-gap': 'Câu hỏi thường gặp',
    '/tin-tuc': 'Tin tức',
    '/nhiem-vu': 'Nhiệm vụ',
    '/mini-games': 'Mini game',
    '/install-app': 'Tải ứng dụng',
    '/install-app/android': 'Cài đặt trên Android',
    '/install-app/ios': 'Cài đặt trên iOS',
    '/choi-co-trach-nhiem': 'Chơi có trách nhiệm',
    '/lien-he': 'Liên hệ',
    '/game/play': 'Chơi game',
    '/game/component': 'Trò chơi',
    '/account': 'Tài khoản',
    '/account/user': 'Thông tin cá nhân',
    '/account/bank': 'Tài khoản ngân hàng',
    '/account/p2p': 'Giao dịch P2P',
    '/account/deposit': 'Nạp tiền',
    '/account/deposit/codepay': 'Nạp tiền: chuyển khoản nhanh (Codepay)',
    '/account/deposit/card': 'Nạp tiền: thẻ cào',
    '/account/deposit/crypto': 'Nạp tiền: tiền mã hoá',
    '/account/deposit/wallet': 'Nạp tiền: ví điện tử',
    '/account/withdraw': 'Rút tiền',
    '/account/withdraw/bank': 'Rút tiền về ngân hàng',
    '/account/withdraw/card': 'Rút tiền: thẻ cào',
    '/account/withdraw/crypto': 'Rút tiền: tiền mã hoá',
    '/account/history': 'Lịch sử',
    '/account/promotion': 'Khuyến mãi của tôi',
  },
});

/** A page's heading outside React (metadata): the shared name of the page. */
// Keys here are built from data, so the lookups are untyped (a test checks every page has its
// heading and every group its description); going through the catalogue registers its texts.
type Lookup = (key: string) => string;

export const pageHeading = (path: AppPath): string => (pageTexts.t as unknown as Lookup)(`pages.${path}`);

/** What kind of page this is, in a sentence (spec §1–2). */
export const groupDescription = (page: PageDef): string =>
  (pageTexts.t as unknown as Lookup)(`groups.${page.group}`);

/** Headings for links and titles: the brand's own h1 where its SEO copy gives one, else the shared name. */
export function usePageHeadings(): (path: AppPath) => string {
  const text = pageTexts.useTexts() as unknown as Lookup;
  return (path) => text(`pages.${path}`);
}

export function useGroupDescription(): (page: PageDef) => string {
  const text = pageTexts.useTexts() as unknown as Lookup;
  return (page) => text(`groups.${page.group}`);
}

/** Breadcrumb items for a page: shared headings, links on all but the last. */
export function usePageTrail(path: AppPath, currentLabel?: string): { label: string; to?: string }[] {
  const heading = usePageHeadings();
  const trail = pageTrail(path);
  return trail.map((step, index) =>
    index === trail.length - 1
      ? { label: currentLabel ?? heading(step) }
      : { label: heading(step), to: step },
  );
}
