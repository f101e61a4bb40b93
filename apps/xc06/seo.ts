import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

/**
 * Bạch Hổ: bold and direct, imperative verbs; leads with cockfighting and lô đề. Figures follow the
 * spec: first-deposit bonus capped at 15 million (brand.ts).
 */
export const seo: SeoCopy<PublicRouteId> = {
  '/': {
    title: 'Bạch Hổ – Đá gà trực tiếp, lô đề và cá cược thể thao',
    description:
      'Bạch Hổ dành cho người chơi bản lĩnh: đá gà trực tiếp GA28, WS168, lô đề 3 miền và siêu tốc, cá cược thể thao, live casino. Một tài khoản, vào trận dứt khoát.',
    keywords: 'bạch hổ, đá gà trực tiếp, lô đề online, lô đề 3 miền, cá cược thể thao, nhà cái bạch hổ',
    h1: 'Bạch Hổ',
    h2: 'Đá gà, lô đề và thể thao cho người chơi bản lĩnh',
  },
  '/404': {
    title: 'Trang không tồn tại – Bạch Hổ',
    description:
      'Trang này không có trên Bạch Hổ. Đường dẫn có thể sai hoặc đã hết hiệu lực. Bấm về trang chủ, hoặc vào thẳng đá gà, lô đề, thể thao từ menu chính.',
    keywords: 'bạch hổ, lỗi 404, trang không tồn tại, link bạch hổ',
    h1: 'Không tìm thấy trang',
  },
  '/500': {
    title: 'Lỗi hệ thống – Bạch Hổ',
    description:
      'Bạch Hổ gặp lỗi khi tải trang. Đây là sự cố phía hệ thống, không phải do bạn. Tải lại sau ít phút; lỗi kéo dài thì gọi ngay 1900 6871 để được xử lý.',
    keywords: 'bạch hổ, lỗi 500, lỗi hệ thống, hotline bạch hổ',
    h1: 'Đã có lỗi xảy ra',
  },
  '/maintenance': {
    title: 'Bảo trì hệ thống – Bạch Hổ',
    description:
      'Bạch Hổ tạm dừng để bảo trì và nâng cấp hệ thống. Hãy quay lại sau. Cần hỗ trợ trong lúc chờ, gọi hotline 1900 6871 hoặc gửi email tới hotro@bachho.example.',
    keywords: 'bạch hổ, bạch hổ bảo trì, bảo trì hệ thống, không vào được bạch hổ',
    h1: 'Đang bảo trì',
  },

  '/live-casino': {
    title: 'Live casino trực tiếp – Bạch Hổ',
    description:
      'Live casino Bạch Hổ: xóc đĩa, tài xỉu, bầu cua, rồng hổ, baccarat, roulette với người chia thật ngay trước ống kính. Chọn bàn, đặt cửa, xem bài lật tận mắt.',
    keywords: 'bạch hổ, live casino, casino trực tiếp, xóc đĩa trực tiếp, tài xỉu live',
    h1: 'Live casino',
    h2: 'Người chia thật, xem tận mắt từng ván',
  },
  '/live-casino/bau-cua': {
    title: 'Bầu cua tôm cá trực tiếp – Bạch Hổ',
    description:
      'Bầu cua Bạch Hổ: chọn cửa bầu, cua, tôm, cá, gà hay nai, người chia lắc ba viên xúc xắc trực tiếp. Ván nhanh, luật quen, kết quả mở ngay trước mắt.',
    keywords: 'bạch hổ, bầu cua tôm cá, bầu cua trực tiếp, bầu cua online, đặt cửa bầu cua',
    h1: 'Bầu cua tôm cá',
  },
  '/live-casino/xoc-dia': {
    title: 'Xóc đĩa trực tiếp – Bạch Hổ',
    description:
      'Xóc đĩa Bạch Hổ: bát thật, bốn đồng vị thật, mở bát ngay trên sóng trực tiếp. Chọn chẵn, lẻ, bốn đỏ, bốn trắng hay ba đỏ một trắng tùy cách bạn ra tay.',
    keywords: 'bạch hổ, xóc đĩa trực tiếp, xóc đĩa online, chơi xóc đĩa, cửa chẵn lẻ xóc đĩa',
    h1: 'Xóc đĩa trực tiếp',
  },
  '/live-casino/roulette': {
    title: 'Roulette trực tiếp – Bạch Hổ',
    description:
      'Roulette Bạch Hổ: vòng quay thật, bóng thật, người chia thật. Đặt số đơn, hàng, cột, đỏ đen hay chẵn lẻ, rồi theo dõi viên bi dừng lại trên sóng trực tiếp.',
    keywords: 'bạch hổ, roulette trực tiếp, roulette online, cò quay, vòng quay roulette',
    h1: 'Roulette',
  },
  '/live-casino/tai-xiu': {
    title: 'Tài xỉu trực tiếp – Bạch Hổ',
    description:
      'Tài xỉu Bạch Hổ: ba viên xúc xắc, một lần lắc, kết quả rõ ràng. Chọn tài, xỉu, tổng điểm hay bộ ba đồng nhất, xem người chia mở kết quả trực tiếp.',
    keywords: 'bạch hổ, tài xỉu trực tiếp, tài xỉu online, sicbo, tài xỉu live casino',
    h1: 'Tài xỉu',
  },
  '/live-casino/poker': {
    title: 'Poker trực tiếp – Bạch Hổ',
    description:
      'Poker Bạch Hổ: ngồi vào bàn, đọc bài, ra quyết định đúng lúc. Người chia bài thật, luật rõ ràng, thứ tự bài hiển thị đủ cho cả người mới lẫn tay chơi lâu năm.',
    keywords: 'bạch hổ, poker trực tiếp, poker online, bàn poker, luật poker',
    h1: 'Poker',
  },
  '/live-casino/rong-ho': {
    title: 'Rồng hổ trực tiếp – Bạch Hổ',
    description:
      'Rồng hổ tại Bạch Hổ: cửa Rồng đối đầu cửa Hổ, mỗi bên một lá, lá cao hơn thắng. Trò bài gọn gàng, ván nối ván với người chia thật, quyết nhanh, xem ngay.',
    keywords: 'bạch hổ, rồng hổ, rồng hổ trực tiếp, dragon tiger, rồng hổ online',
    h1: 'Rồng hổ',
  },
  '/live-casino/baccarat': {
    title: 'Baccarat trực tiếp – Bạch Hổ',
    description:
      'Baccarat Bạch Hổ: Nhà cái hay Nhà con, bạn chọn một cửa và xem người chia lật bài trực tiếp. Bảng cầu cập nhật từng ván để bạn tự đọc nhịp bàn.',
    keywords: 'bạch hổ, baccarat trực tiếp, baccarat online, bảng cầu baccarat, chơi baccarat',
    h1: 'Baccarat',
  },
  '/live-casino/blackjack': {
    title: 'Blackjack trực tiếp – Bạch Hổ',
    description:
      'Blackjack Bạch Hổ: đấu trí trực tiếp với người chia, rút thêm hay dừng là quyết định của bạn. Tổng điểm gần 21 hơn nhà cái mà không vượt quá là thắng ván.',
    keywords: 'bạch hổ, blackjack trực tiếp, xì dách, blackjack online, bài 21 điểm',
    h1: 'Blackjack',
  },
  '/live-casino/game-khac': {
    title: 'Trò live khác – Bạch Hổ',
    description:
      'Sảnh live Bạch Hổ không chỉ có baccarat hay xóc đĩa. Mục game khác gom các trò trực tiếp còn lại, người dẫn thật, nhịp ván riêng, mới mẻ cho người muốn đổi gió.',
    keywords: 'bạch hổ, game live khác, live casino, trò chơi trực tiếp, casino trực tiếp',
    h1: 'Trò live khác',
  },
  '/live-casino/sexy-casino': {
    title: 'Sexy Casino – Bạch Hổ',
    description:
      'Sexy Casino tại Bạch Hổ: sảnh live quen thuộc với các nữ dealer, baccarat cùng nhiều bàn khác chia trực tiếp, hình sắc nét, vào bàn bằng tài khoản Bạch Hổ.',
    keywords: 'bạch hổ, sexy casino, sexy baccarat, ae sexy, dealer nữ',
    h1: 'Sexy Casino',
  },

  '/khuyen-mai': {
    title: 'Khuyến mãi Bạch Hổ – Nạp đầu tối đa 15 triệu',
    description:
      'Khuyến mãi Bạch Hổ: thưởng 100% hoặc 50% cho lần nạp đầu, cao nhất 15 triệu đồng, cùng bốn mức hoàn trả 1,35%, 1,4%, 1,45%, 1,5% không giới hạn.',
    keywords: 'bạch hổ, khuyến mãi bạch hổ, thưởng nạp đầu, hoàn trả, khuyến mãi nạp tiền',
    h1: 'Khuyến mãi',
    h2: 'Nạp đầu tối đa 15 triệu, hoàn trả không giới hạn',
  },
  '/khuyen-mai/khuyen-mai-100': {
    title: 'Thưởng 100% nạp đầu – Bạch Hổ',
    description:
      'Thưởng 100% lần nạp đầu tại Bạch Hổ, tối đa 15 triệu đồng. Điều kiện: 20 vòng cược, hoàn thành trong 30 ngày. Nắm rõ luật trước khi nhận thưởng.',
    keywords: 'bạch hổ, thưởng nạp đầu 100%, khuyến mãi 100%, thưởng nạp lần đầu, ưu đãi bạch hổ',
    h1: 'Thưởng nạp đầu 100%',
  },
  '/khuyen-mai/khuyen-mai-50': {
    title: 'Thưởng 50% nạp đầu – Bạch Hổ',
    description:
      'Thưởng 50% lần nạp đầu tại Bạch Hổ, tối đa 15 triệu đồng, điều kiện nhẹ hơn: 15 vòng cược trong 30 ngày. Chọn gói phù hợp với cách chơi của bạn.',
    keywords: 'bạch hổ, thưởng nạp đầu 50%, khuyến mãi 50%, nạp đầu bạch hổ, thưởng người mới',
    h1: 'Thưởng nạp đầu 50%',
  },
  '/khuyen-mai/hoan-tra-135': {
    title: 'Hoàn trả 1,35% – Bạch Hổ',
    description:
      'Hoàn trả 1,35% tại Bạch Hổ, không giới hạn số tiền. Mọi điều cần biết: áp dụng cho sản phẩm nào, tính ra sao và khi nào tiền hoàn về tài khoản.',
    keywords: 'bạch hổ, hoàn trả 1.35%, hoàn trả không giới hạn, hoàn tiền cược, cashback',
    h1: 'Hoàn trả 1,35%',
  },
  '/khuyen-mai/hoan-tra-14': {
    title: 'Hoàn trả 1,4% – Bạch Hổ',
    description:
      'Bạch Hổ trả lại 1,4% không giới hạn cho người chơi. Đọc kỹ sản phẩm được tính, công thức tính và thời điểm nhận để chủ động theo dõi tiền hoàn.',
    keywords: 'bạch hổ, hoàn trả 1.4%, hoàn cược, tiền hoàn trả, khuyến mãi hoàn trả',
    h1: 'Hoàn trả 1,4%',
  },
  '/khuyen-mai/hoan-tra-145': {
    title: 'Hoàn trả 1,45% – Bạch Hổ',
    description:
      'Hoàn trả 1,45% của Bạch Hổ không đặt trần số tiền hoàn. Xem ngay sản phẩm áp dụng, cách tính và điều kiện đi kèm trước khi tham gia chương trình.',
    keywords: 'bạch hổ, hoàn trả 1.45%, cashback không giới hạn, hoàn tiền, ưu đãi hoàn trả',
    h1: 'Hoàn trả 1,45%',
  },
  '/khuyen-mai/hoan-tra-15': {
    title: 'Hoàn trả 1,5% – Bạch Hổ',
    description:
      'Bạch Hổ trả 1,5%, mức hoàn trả cao nhất hiện có, không giới hạn tổng tiền. Đọc rõ trò chơi nào được tính, cách tính và thời điểm nhận rồi hãy tham gia.',
    keywords: 'bạch hổ, hoàn trả 1.5%, hoàn trả cao nhất, cashback 1.5%, hoàn trả không giới hạn',
    h1: 'Hoàn trả 1,5%',
  },

  '/su-kien': {
    title: 'Sự kiện Bạch Hổ',
    description:
      'Sự kiện Bạch Hổ: nhập gift code, nhận hoàn trả cược thua, chinh phục nhiệm vụ hằng ngày và lấy thưởng tải ứng dụng. Theo dõi thường xuyên để không bỏ sót.',
    keywords: 'bạch hổ, sự kiện bạch hổ, gift code bạch hổ, nhiệm vụ hằng ngày, thưởng tải app',
    h1: 'Sự kiện',
    h2: 'Gift code, nhiệm vụ và thưởng tải app',
  },
  '/su-kien/gift-code': {
    title: 'Gift code Bạch Hổ',
    description:
      'Nhập gift code Bạch Hổ: mã chỉ gồm chữ và số, tối đa 20 ký tự, số điện thoại phải được xác minh trước. Mã cũ chưa đủ tổng cược thì chưa nhập được mã mới.',
    keywords: 'bạch hổ, gift code bạch hổ, code bạch hổ, nhập gift code, mã thưởng',
    h1: 'Gift code',
  },
  '/su-kien/hoan-tra-cuoc': {
    title: 'Sự kiện hoàn trả cược thua – Bạch Hổ',
    description:
      'Bạch Hổ hoàn lại một phần tiền cho các cược thua theo thể lệ sự kiện. Xem ai đủ điều kiện, cách tính khoản hoàn và thời gian tiền về tài khoản.',
    keywords: 'bạch hổ, hoàn trả cược thua, hoàn tiền cược thua, sự kiện hoàn trả, hoàn trả bạch hổ',
    h1: 'Hoàn trả cược thua',
  },
  '/su-kien/nhiem-vu': {
    title: 'Nhiệm vụ hằng ngày – Bạch Hổ',
    description:
      'Nhiệm vụ hằng ngày Bạch Hổ: điểm danh, nạp tiền, đặt cược đủ mốc rồi nhận thưởng. Cần nạp lần đầu và xác minh số điện thoại nếu hệ thống yêu cầu.',
    keywords: 'bạch hổ, nhiệm vụ hằng ngày, điểm danh bạch hổ, nhận thưởng hằng ngày, nhiệm vụ sự kiện',
    h1: 'Nhiệm vụ hằng ngày',
  },
  '/su-kien/thuong-tai-app': {
    title: 'Thưởng tải ứng dụng – Bạch Hổ',
    description:
      'Tải ứng dụng Bạch Hổ về máy, đăng nhập và nhận thưởng tải app theo thể lệ. Ứng dụng giúp vào sàn đá gà, bảng lô đề nhanh hơn, cài trên Android và iOS.',
    keywords: 'bạch hổ, thưởng tải app, tải app bạch hổ, ứng dụng bạch hổ, app đá gà',
    h1: 'Thưởng tải ứng dụng',
  },

  '/cong-game': {
    title: 'Cổng game Bạch Hổ',
    description:
      'Cổng game Bạch Hổ: bắn cá, nổ hũ, slot, game bài, sòng bài, keno, game nhanh và quay số. Lọc đúng thể loại, ghim trò yêu thích, chơi ngay trên điện thoại.',
    keywords: 'bạch hổ, cổng game, bắn cá, nổ hũ, game bài, keno',
    h1: 'Cổng game',
    h2: 'Bắn cá, nổ hũ, game bài và nhiều hơn nữa',
  },
  '/cong-game/keno': {
    title: 'Keno – Bạch Hổ',
    description:
      'Keno Bạch Hổ cho dân mê con số: chọn dãy số của bạn, chờ kỳ quay, đối chiếu kết quả. Lịch sử các kỳ quay được lưu đầy đủ để bạn tra cứu bất cứ lúc nào.',
    keywords: 'bạch hổ, keno, keno online, kết quả keno, chơi keno',
    h1: 'Keno',
  },
  '/cong-game/slot': {
    title: 'Slot game – Bạch Hổ',
    description:
      'Slot Bạch Hổ: nhiều máy quay với chủ đề mạnh mẽ, vòng thưởng trong trò chơi và jackpot hiện trên từng ô. Đặt mức cược trong tầm kiểm soát rồi bấm quay.',
    keywords: 'bạch hổ, slot game, slot online, quay slot, game slot',
    h1: 'Slot game',
  },
  '/cong-game/game-bai': {
    title: 'Game bài – Bạch Hổ',
    description:
      'Game bài Bạch Hổ: các trò bài quen mặt với người Việt, vào bàn nhanh, luật rõ ràng, thao tác mượt trên điện thoại. Dành cho người thích đấu trí từng lá bài.',
    keywords: 'bạch hổ, game bài, game bài online, đánh bài online, game bài đổi thưởng',
    h1: 'Game bài',
  },
  '/cong-game/song-bai': {
    title: 'Sòng bài điện tử – Bạch Hổ',
    description:
      'Sòng bài Bạch Hổ: baccarat, roulette, blackjack phiên bản máy, chia bài tức thì, không phải chờ ai. Bạn tự quyết tốc độ từng ván, vào bất cứ lúc nào trong ngày.',
    keywords: 'bạch hổ, sòng bài, casino điện tử, table game, sòng bài online',
    h1: 'Sòng bài',
  },
  '/cong-game/ban-ca': {
    title: 'Bắn cá – Bạch Hổ',
    description:
      'Bắn cá Bạch Hổ: chọn súng, chọn phòng, săn từ đàn cá nhỏ đến boss khổng lồ. Nhịp bắn dồn dập, đồ họa sắc nét, chơi mượt ngay trên điện thoại.',
    keywords: 'bạch hổ, bắn cá, bắn cá online, săn boss, bắn cá đổi thưởng',
    h1: 'Bắn cá',
  },
  '/cong-game/game-nhanh': {
    title: 'Game nhanh – Bạch Hổ',
    description:
      'Game nhanh Bạch Hổ: ván ngắn, quyết định nhanh, kết quả hiện ngay sau khi đặt. Hợp những lúc chờ trận gà kế tiếp hay chờ kỳ quay lô đề siêu tốc.',
    keywords: 'bạch hổ, game nhanh, trò chơi nhanh, game ván ngắn, game tốc độ',
    h1: 'Game nhanh',
  },
  '/cong-game/no-hu': {
    title: 'Nổ hũ – Bạch Hổ',
    description:
      'Nổ hũ Bạch Hổ: các trò quay hũ với jackpot hiện rõ trên từng ô game. Chơi với mức cược bạn chấp nhận được, coi mỗi vòng quay là một phút giải trí.',
    keywords: 'bạch hổ, nổ hũ, quay hũ, game nổ hũ, jackpot nổ hũ',
    h1: 'Nổ hũ',
  },
  '/cong-game/game-khac': {
    title: 'Quay số và game khác – Bạch Hổ',
    description:
      'Mê con số? Mục game khác của Bạch Hổ gồm quay số và những trò số đơn giản, ván gọn, kết quả rõ. Ghim trò hay vào danh sách yêu thích để lần sau mở ngay.',
    keywords: 'bạch hổ, quay số, game số, number game, trò chơi khác',
    h1: 'Quay số và game khác',
  },

  '/the-thao': {
    title: 'Cá cược thể thao – Bạch Hổ',
    description:
      'Thể thao Bạch Hổ: bốn sảnh K-Sport, SABA Sport, BTi Sport, IM Sport cho bóng đá, bóng rổ, quần vợt, cùng thể thao ảo khi giải thật nghỉ. Tự chọn kèo, tự quyết.',
    keywords: 'bạch hổ, cá cược thể thao, cá cược bóng đá, kèo bóng đá, thể thao ảo',
    h1: 'Thể thao',
    h2: 'Kèo bóng đá và thể thao ảo, chốt nhanh',
  },
  '/lich-thi-dau': {
    title: 'Lịch thi đấu – Bạch Hổ',
    description:
      'Lịch thi đấu trên Bạch Hổ: các trận bóng đá và thể thao sắp diễn ra, giờ Việt Nam, sắp theo ngày. Xem trước lịch, chuẩn bị kèo cho trận bạn muốn theo.',
    keywords: 'bạch hổ, lịch thi đấu, lịch thi đấu bóng đá, lịch bóng đá hôm nay, lịch thể thao',
    h1: 'Lịch thi đấu',
  },
  '/the-thao/k-sport': {
    title: 'Kèo K-Sport – Bạch Hổ',
    description:
      'K-Sport trên Bạch Hổ: kèo châu Á, kèo tài xỉu, kèo trực tiếp khi trận đang diễn ra. Đăng nhập là vào sảnh ngay, chọn trận và chốt kèo chỉ trong vài chạm.',
    keywords: 'bạch hổ, k-sport, kèo k-sport, cá cược k-sport, kèo châu á',
    h1: 'K-Sport',
  },
  '/the-thao/saba-sport': {
    title: 'Kèo SABA Sport – Bạch Hổ',
    description:
      'SABA Sport trên Bạch Hổ: bóng đá, bóng rổ, quần vợt, thể thao điện tử, nhiều kiểu tỷ lệ để chọn. Một tài khoản Bạch Hổ là đủ để vào sảnh và đặt cược.',
    keywords: 'bạch hổ, saba sport, kèo saba, cá cược saba, saba sports',
    h1: 'SABA Sport',
  },
  '/the-thao/bti-sport': {
    title: 'Kèo BTi Sport – Bạch Hổ',
    description:
      'BTi Sport trên Bạch Hổ: danh sách trận rộng, kèo trước trận và trong trận, bố cục gọn trên điện thoại. Lọc theo giải, chọn kèo, xác nhận cược nhanh.',
    keywords: 'bạch hổ, bti sport, kèo bti, cá cược bti, bti sports',
    h1: 'BTi Sport',
  },
  '/the-thao/im-sport': {
    title: 'Kèo IM Sport – Bạch Hổ',
    description:
      'IM Sport trên Bạch Hổ: kèo bóng đá và các môn phổ biến, tỷ lệ cập nhật theo diễn biến trận. Vào sảnh trong khung chơi chung, đặt cược bằng số dư Bạch Hổ.',
    keywords: 'bạch hổ, im sport, kèo im sport, cá cược im sport, im sports',
    h1: 'IM Sport',
  },
  '/the-thao/the-thao-ao-pp': {
    title: 'Thể thao ảo PP – Bạch Hổ',
    description:
      'Thể thao ảo PP trên Bạch Hổ: các trận mô phỏng chạy liên tục, mỗi trận chỉ vài phút. Không phải chờ lịch giải thật, vào là có trận để đặt cược.',
    keywords: 'bạch hổ, thể thao ảo pp, bóng đá ảo, thể thao ảo, virtual sports',
    h1: 'Thể thao ảo PP',
  },
  '/the-thao/the-thao-ao-saba': {
    title: 'Thể thao ảo SABA – Bạch Hổ',
    description:
      'Thể thao ảo SABA của Bạch Hổ: giải bóng đá giả lập với lịch đấu nối tiếp, kèo quen như bóng thật, vài phút có kết quả, vào sảnh bất cứ giờ nào.',
    keywords: 'bạch hổ, thể thao ảo saba, bóng đá ảo saba, saba ảo, cá cược thể thao ảo',
    h1: 'Thể thao ảo SABA',
  },
  '/the-thao/the-thao-ao-im': {
    title: 'Thể thao ảo IM – Bạch Hổ',
    description:
      'Thể thao ảo IM tại Bạch Hổ: trận ảo ngắn, diễn ra liên tục ngày đêm. Xem trận sắp đá, chọn kèo và chốt cược trước giờ bóng lăn ngay trong khung chơi.',
    keywords: 'bạch hổ, thể thao ảo im, bóng đá ảo im, im ảo, cược ảo',
    h1: 'Thể thao ảo IM',
  },
  '/the-thao/the-thao-ao-ksport': {
    title: 'Thể thao ảo K-Sport – Bạch Hổ',
    description:
      'Thể thao ảo K-Sport trên Bạch Hổ: trận đấu mô phỏng với kiểu kèo như K-Sport thật, thời lượng ngắn, kết quả công bố ngay khi trận khép lại.',
    keywords: 'bạch hổ, thể thao ảo k-sport, k-sport ảo, bóng đá ảo, thể thao ảo',
    h1: 'Thể thao ảo K-Sport',
  },

  '/lo-de': {
    title: 'Lô đề online 3 miền, siêu tốc – Bạch Hổ',
    description:
      'Lô đề là sân chơi chính của Bạch Hổ: đánh lô đề 3 miền theo xổ số kiến thiết, chốt số siêu tốc mỗi 1, 3 hoặc 5 phút, chơi thêm Mega 6/45, Power 6/55.',
    keywords: 'bạch hổ, lô đề online, đánh lô đề, lô đề 3 miền, lô đề siêu tốc, đánh đề online',
    h1: 'Lô đề',
    h2: 'Lô đề ba miền và siêu tốc',
  },
  '/lo-de/lo-de-3-mien': {
    title: 'Đánh lô đề 3 miền – Bạch Hổ',
    description:
      'Lô đề 3 miền tại Bạch Hổ: đánh lô, đánh đề theo kết quả xổ số miền Bắc, Trung, Nam mỗi ngày. Chọn đài, chốt số, đối chiếu kết quả ngay khi có giải.',
    keywords: 'bạch hổ, lô đề 3 miền, đánh đề miền bắc, lô đề miền nam, lô đề miền trung',
    h1: 'Lô đề 3 miền',
  },
  '/lo-de/lo-de-sieu-toc': {
    title: 'Lô đề siêu tốc quay liên tục – Bạch Hổ',
    description:
      'Lô đề siêu tốc Bạch Hổ: không chờ xổ số chiều, kỳ quay mở liên tục mỗi 1, 3 hoặc 5 phút. Chốt số, đợi vài phút, xem kết quả rồi quyết định kỳ tiếp theo.',
    keywords: 'bạch hổ, lô đề siêu tốc, xổ số siêu tốc, lô đề 1 phút, lô đề 5 phút',
    h1: 'Lô đề siêu tốc',
  },
  '/lo-de/mega645': {
    title: 'Mega 6/45 – Bạch Hổ',
    description:
      'Mega 6/45 tại Bạch Hổ: chốt bộ 6 số trong khoảng 01–45, vé lưu ngay trong tài khoản, kết quả các kỳ có sẵn để dò. Luật chơi ngắn, đọc một lần là nhớ.',
    keywords: 'bạch hổ, mega 6/45, xổ số mega, kết quả mega 6/45, vé mega online',
    h1: 'Mega 6/45',
  },
  '/lo-de/power655': {
    title: 'Power 6/55 – Bạch Hổ',
    description:
      'Power 6/55 tại Bạch Hổ: chọn 6 số từ 01 đến 55, quản lý vé trong tài khoản và dò kết quả các kỳ ngay trên trang. Luật chơi và cơ cấu giải được ghi rõ.',
    keywords: 'bạch hổ, power 6/55, xổ số power, kết quả power 6/55, vé power online',
    h1: 'Power 6/55',
  },

  '/da-ga': {
    title: 'Đá gà trực tiếp GA28, WS168 – Bạch Hổ',
    description:
      'Đá gà là thế mạnh của Bạch Hổ: trực tiếp từ sàn GA28 và WS168, trận nối trận mỗi ngày. Xem rõ từng pha, nắm tỷ lệ và vào cược dứt khoát ngay trên điện thoại.',
    keywords: 'bạch hổ, đá gà trực tiếp, đá gà online, cá cược đá gà, xem đá gà hôm nay, sàn đá gà',
    h1: 'Đá gà trực tiếp',
    h2: 'Sàn GA28 và WS168',
  },
  '/da-ga-ga28': {
    title: 'Đá gà GA28 trực tiếp – Bạch Hổ',
    description:
      'Sàn GA28 trên Bạch Hổ: phát trực tiếp trận gà liên tục, tỷ lệ hiện rõ cho từng trận, lịch sử kết quả đầy đủ. Đăng nhập là vào sàn, không cần tài khoản riêng.',
    keywords: 'bạch hổ, đá gà ga28, ga28, sàn ga28, trực tiếp ga28',
    h1: 'Đá gà GA28',
  },
  '/da-ga-ws168': {
    title: 'Đá gà WS168 trực tiếp – Bạch Hổ',
    description:
      'Sàn WS168 trên Bạch Hổ: xem trực tiếp đá gà với hình ảnh sắc nét, theo dõi kết quả từng trận và đặt cược ngay bằng số dư Bạch Hổ của bạn.',
    keywords: 'bạch hổ, đá gà ws168, ws168, sàn ws168, trực tiếp ws168',
    h1: 'Đá gà WS168',
  },

  '/gioi-thieu': {
    title: 'Giới thiệu Bạch Hổ',
    description:
      'Bạch Hổ là sân chơi trực tuyến tiếng Việt cho người thích đá gà và lô đề, kèm thể thao, live casino, bắn cá. Nạp rút qua ngân hàng nội địa, hỗ trợ 24/7.',
    keywords: 'bạch hổ, giới thiệu bạch hổ, bạch hổ là gì, nhà cái bạch hổ, bachho',
    h1: 'Giới thiệu Bạch Hổ',
  },
  '/dieu-khoan-dieu-kien': {
    title: 'Điều khoản và điều kiện – Bạch Hổ',
    description:
      'Điều khoản Bạch Hổ nói rõ luật chơi chung: quyền và nghĩa vụ của người chơi, quy định nạp rút, khuyến mãi, và việc khóa tài khoản khi vi phạm hoặc gian lận.',
    keywords: 'bạch hổ, điều khoản bạch hổ, điều kiện sử dụng, quy định bạch hổ, khóa tài khoản',
    h1: 'Điều khoản và điều kiện',
  },
  '/chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật – Bạch Hổ',
    description:
      'Chính sách bảo mật của Bạch Hổ: thông tin nào được thu thập, dùng vào việc gì, bảo vệ ra sao, kèm những việc bạn nên làm để giữ chắc tài khoản của mình.',
    keywords: 'bạch hổ, chính sách bảo mật, bảo mật tài khoản, bảo vệ thông tin, quyền riêng tư',
    h1: 'Chính sách bảo mật',
  },
  '/huong-dan-nap-tien': {
    title: 'Hướng dẫn nạp tiền – Bạch Hổ',
    description:
      'Nạp tiền vào Bạch Hổ: chuyển khoản nhanh quét QR, tối thiểu 50K; nạp thẻ cào; ví điện tử; hoặc tiền mã hoá, xác nhận 2–5 phút. Chọn kênh, làm theo từng bước.',
    keywords: 'bạch hổ, nạp tiền bạch hổ, cách nạp tiền, nạp tiền chuyển khoản, nạp thẻ cào, nạp usdt',
    h1: 'Hướng dẫn nạp tiền',
  },
  '/huong-dan-rut-tien': {
    title: 'Hướng dẫn rút tiền – Bạch Hổ',
    description:
      'Rút tiền Bạch Hổ: chỉ về tài khoản ngân hàng chính chủ đã xác minh, về ví tiền mã hoá, hoặc bằng thẻ cào (Vinaphone phí 11%, Viettel và Mobifone phí 13%).',
    keywords: 'bạch hổ, rút tiền bạch hổ, cách rút tiền, rút tiền ngân hàng, rút tiền thẻ cào',
    h1: 'Hướng dẫn rút tiền',
  },
  '/huong-dan-dang-ky': {
    title: 'Đăng ký tài khoản Bạch Hổ',
    description:
      'Mở tài khoản Bạch Hổ: đặt tên 6–29 ký tự và mật khẩu tối thiểu 6 ký tự, viết liền không dấu, khai số điện thoại chính chủ là vào sàn. Chỉ người đủ 18 tuổi.',
    keywords: 'bạch hổ, đăng ký bạch hổ, tạo tài khoản bạch hổ, link đăng ký, hướng dẫn đăng ký',
    h1: 'Hướng dẫn đăng ký',
  },
  '/code-tan-thu': {
    title: 'Code tân thủ – Bạch Hổ',
    description:
      'Người mới vào sàn Bạch Hổ có thể nhận code tân thủ. Trang này nói rõ điều kiện nhận, cách xác thực số điện thoại và mức cược cần hoàn thành để rút thưởng.',
    keywords: 'bạch hổ, code tân thủ, code tân thủ bạch hổ, giftcode tân thủ, code người mới',
    h1: 'Code tân thủ',
  },
  '/huong-dan-nhan-gift-code': {
    title: 'Hướng dẫn nhận gift code – Bạch Hổ',
    description:
      'Nhận gift code Bạch Hổ: xác thực SIM (chỉ Viettel, Mobifone, Vinaphone), gõ mã chữ và số, dài không quá 20 ký tự, rồi theo dõi tổng cược ở lịch sử gift code.',
    keywords: 'bạch hổ, nhận gift code, cách nhập gift code, gift code bạch hổ, lịch sử gift code',
    h1: 'Hướng dẫn nhận gift code',
  },
  '/cau-hoi-thuong-gap': {
    title: 'Câu hỏi thường gặp – Bạch Hổ',
    description:
      'Hỏi nhanh, đáp gọn: những thắc mắc thường gặp tại Bạch Hổ về tài khoản, nạp rút, khuyến mãi, gift code, đá gà và lô đề. Chưa rõ thì gọi ngay 1900 6871.',
    keywords: 'bạch hổ, câu hỏi thường gặp, hỏi đáp bạch hổ, hỗ trợ bạch hổ, thắc mắc nạp rút',
    h1: 'Câu hỏi thường gặp',
  },
  '/tin-tuc': {
    title: 'Tin tức – Bạch Hổ',
    description:
      'Tin tức Bạch Hổ: thông tin đá gà, kết quả xổ số, nhận định bóng đá và thông báo khuyến mãi, sự kiện mới. Cập nhật đều để bạn nắm tình hình trước khi vào cược.',
    keywords: 'bạch hổ, tin tức bạch hổ, kết quả xổ số, tin đá gà, nhận định bóng đá',
    h1: 'Tin tức',
  },
  '/nhiem-vu': {
    title: 'Nhiệm vụ – Bạch Hổ',
    description:
      'Nhiệm vụ Bạch Hổ: nhận nhiệm vụ hằng ngày và tích lũy, từ điểm danh đến nạp tiền, đặt cược. Đạt đủ chỉ tiêu là nhận thưởng; theo dõi tiến độ ngay trên trang.',
    keywords: 'bạch hổ, nhiệm vụ bạch hổ, nhiệm vụ tích lũy, nhiệm vụ hằng ngày, nhận thưởng nhiệm vụ',
    h1: 'Nhiệm vụ',
  },
  '/mini-games': {
    title: 'Mini game – Bạch Hổ',
    description:
      'Mini game Bạch Hổ: trò nhỏ bật lên ngay trên trang, chơi xen giữa các trận gà hay kỳ quay lô đề. Cần đăng nhập, mỗi lượt chỉ mất chốc lát.',
    keywords: 'bạch hổ, mini game, mini game bạch hổ, game nhỏ, game giải trí',
    h1: 'Mini game',
  },
  '/install-app': {
    title: 'Tải ứng dụng Bạch Hổ',
    description:
      'Cài ứng dụng Bạch Hổ lên điện thoại, vào sàn đá gà và bảng lô đề chỉ bằng một chạm từ màn hình chính. Có hướng dẫn riêng cho Android và iOS.',
    keywords: 'bạch hổ, tải app bạch hổ, ứng dụng bạch hổ, app bạch hổ android, app bạch hổ ios',
    h1: 'Tải ứng dụng Bạch Hổ',
    h2: 'Hướng dẫn cho Android và iOS',
  },
  '/install-app/android': {
    title: 'Cài Bạch Hổ trên Android',
    description:
      'Cài Bạch Hổ trên Android trong vài thao tác: mở trang bằng Chrome, chấp nhận lời mời cài ứng dụng hoặc chọn Thêm vào màn hình chính từ menu trình duyệt.',
    keywords: 'bạch hổ, bạch hổ android, tải bạch hổ, cài app android, ứng dụng bạch hổ',
    h1: 'Cài đặt trên Android',
  },
  '/install-app/ios': {
    title: 'Cài Bạch Hổ trên iPhone',
    description:
      'Cài Bạch Hổ trên iPhone, iPad: mở trang trong Safari, chạm nút Chia sẻ, chọn Thêm vào MH chính rồi xác nhận. Biểu tượng Bạch Hổ nằm ngay trên màn hình.',
    keywords: 'bạch hổ, bạch hổ ios, bạch hổ iphone, cài app iphone, ứng dụng bạch hổ',
    h1: 'Cài đặt trên iOS',
  },
  '/choi-co-trach-nhiem': {
    title: 'Chơi có trách nhiệm – Bạch Hổ',
    description:
      'Bản lĩnh là biết dừng đúng lúc. Bạch Hổ chỉ dành cho người từ 18 tuổi; hãy đặt hạn mức tiền và thời gian, đừng cố gỡ khi thua, tìm trợ giúp nếu khó kiểm soát.',
    keywords: 'bạch hổ, chơi có trách nhiệm, cá cược có trách nhiệm, kiểm soát cờ bạc, hỗ trợ người chơi',
    h1: 'Chơi có trách nhiệm',
    h2: 'Bản lĩnh là biết dừng đúng lúc',
  },
  '/lien-he': {
    title: 'Liên hệ Bạch Hổ',
    description:
      'Cần hỗ trợ từ Bạch Hổ? Gọi hotline 1900 6871, gửi email về hotro@bachho.example hoặc chat trực tuyến. Đội ngũ trực 24/7, xử lý tài khoản và giao dịch.',
    keywords: 'bạch hổ, liên hệ bạch hổ, hotline bạch hổ, cskh bạch hổ, hỗ trợ 24/7',
    h1: 'Liên hệ',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Bạch Hổ',
    description:
      'Địa chỉ này không dẫn tới trang nào của Bạch Hổ, có thể liên kết đã cũ hoặc bị gõ sai. Về trang chủ để tiếp tục, hoặc mở menu để tìm đúng mục bạn cần.',
    keywords: 'bạch hổ, không tìm thấy trang, link lỗi, trang chủ bạch hổ',
    h1: 'Không tìm thấy trang',
  },
};
