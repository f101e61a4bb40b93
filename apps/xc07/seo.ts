import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

/**
 * Sao Biển: relaxed and playful, a light sea theme; leads with bắn cá, slot and mini games. Figures
 * follow the spec: first-deposit bonus capped at 10 million (brand.ts).
 */
export const seo: SeoCopy<PublicRouteId> = {
  '/': {
    title: 'Sao Biển – Bắn cá, slot và mini game thư giãn',
    description:
      'Sao Biển là góc giải trí thảnh thơi của bạn: bắn cá giữa đại dương, slot nổ hũ, mini game vui nhộn, thêm thể thao, live casino và lô đề khi muốn đổi gió.',
    keywords: 'sao biển, bắn cá online, slot game, mini game, nổ hũ, game giải trí online',
    h1: 'Sao Biển',
    h2: 'Bắn cá, slot và mini game cho những phút thư giãn',
  },
  '/404': {
    title: 'Lạc đường rồi (404) – Sao Biển',
    description:
      'Ối, trang bạn tìm đã trôi đi đâu mất trên Sao Biển. Có thể đường dẫn sai hoặc trang không còn nữa; bơi về trang chủ để chọn lại trò chơi nhé.',
    keywords: 'sao biển, lỗi 404, không tìm thấy trang, trang chủ sao biển',
    h1: 'Không tìm thấy trang',
  },
  '/500': {
    title: 'Có sự cố nhỏ – Sao Biển',
    description:
      'Sao Biển vừa gặp sự cố khi mở trang này. Bạn thử tải lại sau vài phút nhé; nếu vẫn chưa ổn, gọi 1900 6872 hoặc chat với đội hỗ trợ để được giúp ngay.',
    keywords: 'sao biển, lỗi 500, sự cố sao biển, hỗ trợ sao biển',
    h1: 'Đã có lỗi xảy ra',
  },
  '/maintenance': {
    title: 'Sao Biển đang bảo trì',
    description:
      'Sao Biển đang tạm nghỉ để bảo trì, nâng cấp cho mượt hơn. Bạn quay lại sau một chút nhé. Có việc gấp, gửi thư về hotro@saobien.example hoặc gọi 1900 6872.',
    keywords: 'sao biển, sao biển bảo trì, bảo trì hệ thống, sao biển không vào được',
    h1: 'Sao Biển đang bảo trì',
  },

  '/live-casino': {
    title: 'Live casino thư thái – Sao Biển',
    description:
      'Live casino Sao Biển: ngồi vào bàn baccarat, roulette, tài xỉu, bầu cua hay rồng hổ cùng người chia bài thật, chơi chậm rãi theo nhịp của riêng bạn.',
    keywords: 'sao biển, live casino, casino trực tuyến, baccarat online, roulette online',
    h1: 'Live casino',
    h2: 'Người chia thật, nhịp chơi thong thả',
  },
  '/live-casino/bau-cua': {
    title: 'Bầu cua online – Sao Biển',
    description:
      'Bầu cua tôm cá ở Sao Biển vui như ngày Tết: chọn con vật bạn ưng, người chia lắc xúc xắc trực tiếp, ba mặt ngửa lên là biết kết quả ngay.',
    keywords: 'sao biển, bầu cua online, bầu cua tôm cá, game bầu cua, bầu cua trực tiếp',
    h1: 'Bầu cua',
  },
  '/live-casino/xoc-dia': {
    title: 'Xóc đĩa online – Sao Biển',
    description:
      'Xóc đĩa trực tiếp ở Sao Biển: nghe tiếng bát xóc quen thuộc, đoán chẵn hay lẻ, rồi hồi hộp chờ người chia mở bát. Luật đơn giản, chơi vài ván cho vui.',
    keywords: 'sao biển, xóc đĩa online, xóc đĩa trực tiếp, chơi xóc đĩa, game xóc đĩa',
    h1: 'Xóc đĩa',
  },
  '/live-casino/roulette': {
    title: 'Roulette online – Sao Biển',
    description:
      'Roulette ở Sao Biển: chọn con số bạn thích, màu đỏ hay đen rồi ngắm viên bi lăn vòng trên bàn quay thật. Nhẹ nhàng, dễ hiểu, hợp cả người lần đầu thử.',
    keywords: 'sao biển, roulette online, vòng quay roulette, roulette trực tiếp, cò quay',
    h1: 'Roulette',
  },
  '/live-casino/tai-xiu': {
    title: 'Tài xỉu online – Sao Biển',
    description:
      'Tài xỉu ở Sao Biển: ba viên xúc xắc lắc trực tiếp, bạn đoán tổng điểm lớn hay nhỏ, hoặc thử các cửa khác cho thêm phần thú vị. Kết quả hiện ngay.',
    keywords: 'sao biển, tài xỉu online, tài xỉu trực tiếp, sicbo, game tài xỉu',
    h1: 'Tài xỉu',
  },
  '/live-casino/poker': {
    title: 'Poker online – Sao Biển',
    description:
      'Poker ở Sao Biển: bàn chơi trực tiếp với người chia bài thật, thứ tự bài hiển thị rõ để bạn vừa chơi vừa học. Thong thả suy nghĩ trước mỗi quyết định.',
    keywords: 'sao biển, poker online, poker trực tiếp, học chơi poker, bài poker',
    h1: 'Poker',
  },
  '/live-casino/rong-ho': {
    title: 'Rồng hổ online – Sao Biển',
    description:
      'Rồng hổ ở Sao Biển đơn giản tới mức ai cũng chơi được: hai lá bài, một bên Rồng, một bên Hổ, bạn chọn phe và cùng xem lá nào lớn hơn.',
    keywords: 'sao biển, rồng hổ online, rồng hổ trực tiếp, dragon tiger, game rồng hổ',
    h1: 'Rồng hổ',
  },
  '/live-casino/baccarat': {
    title: 'Baccarat online – Sao Biển',
    description:
      'Baccarat ở Sao Biển: chọn Nhà cái, Nhà con hay Hòa, ngồi xem người chia lật từng lá. Bảng cầu nằm ngay cạnh bàn, tiện cho ai thích theo dõi lịch sử ván.',
    keywords: 'sao biển, baccarat online, baccarat trực tiếp, chơi baccarat, bàn baccarat',
    h1: 'Baccarat',
  },
  '/live-casino/blackjack': {
    title: 'Blackjack online – Sao Biển',
    description:
      'Blackjack ở Sao Biển: cố gắng chạm gần 21 điểm mà không quá, so bài với người chia trực tiếp. Rút thêm hay dừng lại, cứ thong thả cân nhắc từng lượt.',
    keywords: 'sao biển, blackjack online, xì dách online, blackjack trực tiếp, bài 21',
    h1: 'Blackjack',
  },
  '/live-casino/game-khac': {
    title: 'Trò live vui khác – Sao Biển',
    description:
      'Ngoài các bàn quen thuộc, Sao Biển còn nhiều trò live vui mắt với người dẫn trực tiếp. Ghé mục này khi bạn muốn thử một điều gì đó khác lạ hơn thường ngày.',
    keywords: 'sao biển, game live, live casino khác, trò chơi trực tiếp, game show trực tuyến',
    h1: 'Trò live khác',
  },
  '/live-casino/sexy-casino': {
    title: 'Sexy Casino – Sao Biển',
    description:
      'Sexy Casino ở Sao Biển: sảnh live tươi tắn với các nữ dealer chia bài trực tiếp, baccarat cùng vài bàn khác, hình ảnh sắc nét ngay trên điện thoại.',
    keywords: 'sao biển, sexy casino, sexy baccarat, dealer nữ, ae sexy',
    h1: 'Sexy Casino',
  },

  '/khuyen-mai': {
    title: 'Khuyến mãi Sao Biển',
    description:
      'Quà của Sao Biển cho bạn: thưởng nạp đầu 50% hoặc 100%, tối đa 10 triệu đồng, và hoàn trả 1,35% tới 1,5% không giới hạn. Đọc điều kiện rồi chọn món hợp ý nhé.',
    keywords: 'sao biển, khuyến mãi sao biển, thưởng nạp đầu, hoàn trả, khuyến mãi nạp tiền',
    h1: 'Khuyến mãi',
    h2: 'Thưởng nạp đầu và hoàn trả cho bạn',
  },
  '/khuyen-mai/khuyen-mai-100': {
    title: 'Thưởng nạp đầu 100% – Sao Biển',
    description:
      'Nạp lần đầu ở Sao Biển và nhận thêm 100%, tối đa 10 triệu đồng. Cần 20 vòng cược, hạn dùng 30 ngày. Xem kỹ điều kiện để tận hưởng trọn vẹn nhé.',
    keywords: 'sao biển, thưởng nạp đầu 100%, khuyến mãi 100%, thưởng nạp lần đầu, ưu đãi sao biển',
    h1: 'Thưởng nạp đầu 100%',
  },
  '/khuyen-mai/khuyen-mai-50': {
    title: 'Thưởng nạp đầu 50% – Sao Biển',
    description:
      'Thưởng 50% lần nạp đầu ở Sao Biển, tối đa 10 triệu đồng, chỉ 15 vòng cược trong 30 ngày. Gói ưu đãi nhẹ nhàng để bạn làm quen với bắn cá và slot.',
    keywords: 'sao biển, thưởng nạp đầu 50%, khuyến mãi 50%, ưu đãi người mới, thưởng nạp lần đầu',
    h1: 'Thưởng nạp đầu 50%',
  },
  '/khuyen-mai/hoan-tra-135': {
    title: 'Hoàn tiền cược 1,35% – Sao Biển',
    description:
      'Sao Biển hoàn trả 1,35% và không giới hạn số tiền hoàn cho bạn. Ghé trang này để biết trò nào được tính, tính thế nào và tiền hoàn về lúc nào.',
    keywords: 'sao biển, hoàn trả 1.35%, hoàn trả không giới hạn, tiền hoàn trả, cashback slot',
    h1: 'Hoàn trả 1,35%',
  },
  '/khuyen-mai/hoan-tra-14': {
    title: 'Hoàn tiền cược 1,4% – Sao Biển',
    description:
      'Hoàn trả 1,4% không giới hạn tại Sao Biển: một phần tiền cược quay về với bạn theo điều kiện chương trình. Xem cách tính và cách kiểm tra trong tài khoản.',
    keywords: 'sao biển, hoàn trả 1.4%, hoàn tiền cược, cashback, khuyến mãi hoàn trả',
    h1: 'Hoàn trả 1,4%',
  },
  '/khuyen-mai/hoan-tra-145': {
    title: 'Hoàn tiền cược 1,45% – Sao Biển',
    description:
      'Chương trình hoàn trả 1,45% của Sao Biển không có mức trần. Tìm hiểu nhanh trò chơi áp dụng, cách tính và những điều kiện nhỏ cần để ý trước khi tham gia.',
    keywords: 'sao biển, hoàn trả 1.45%, cashback không giới hạn, tiền hoàn, ưu đãi hoàn trả',
    h1: 'Hoàn trả 1,45%',
  },
  '/khuyen-mai/hoan-tra-15': {
    title: 'Hoàn tiền cược 1,5% – Sao Biển',
    description:
      'Hoàn trả 1,5% là mức cao nhất Sao Biển đang có, không giới hạn số tiền. Trang này giải thích trò nào được tính, tính ra sao và bao giờ tiền hoàn về tài khoản.',
    keywords: 'sao biển, hoàn trả 1.5%, hoàn trả cao, cashback 1.5%, hoàn trả sao biển',
    h1: 'Hoàn trả 1,5%',
  },

  '/su-kien': {
    title: 'Sự kiện vui – Sao Biển',
    description:
      'Sự kiện ở Sao Biển lúc nào cũng rộn ràng: săn gift code, hoàn trả cược thua, nhiệm vụ mỗi ngày và quà khi tải ứng dụng. Ghé chơi thường xuyên cho vui nhé.',
    keywords: 'sao biển, sự kiện sao biển, gift code sao biển, nhiệm vụ mỗi ngày, quà tải app',
    h1: 'Sự kiện',
    h2: 'Săn quà mỗi ngày cùng Sao Biển',
  },
  '/su-kien/gift-code': {
    title: 'Gift code Sao Biển',
    description:
      'Bạn có gift code Sao Biển? Xác minh số điện thoại trước, rồi nhập mã gồm chữ và số, dài tối đa 20 ký tự. Mỗi lần chỉ một mã đang chờ, đủ tổng cược là rút được.',
    keywords: 'sao biển, gift code sao biển, code sao biển, nhập gift code, mã quà tặng',
    h1: 'Gift code',
  },
  '/su-kien/hoan-tra-cuoc': {
    title: 'Hoàn tiền cược thua – Sao Biển',
    description:
      'Chẳng ai thích thua, và Sao Biển hiểu điều đó: sự kiện hoàn trả cược thua gửi lại bạn một phần theo thể lệ. Xem điều kiện, cách tính và lúc nhận tiền.',
    keywords: 'sao biển, hoàn trả cược thua, hoàn tiền thua, sự kiện hoàn trả, hoàn cược',
    h1: 'Hoàn trả cược thua',
  },
  '/su-kien/nhiem-vu': {
    title: 'Nhiệm vụ mỗi ngày – Sao Biển',
    description:
      'Nhiệm vụ mỗi ngày ở Sao Biển nhẹ tênh: điểm danh, làm vài việc nhỏ về nạp và cược rồi mở quà. Có nhiệm vụ chỉ mở sau lần nạp đầu và khi đã xác thực điện thoại.',
    keywords: 'sao biển, nhiệm vụ mỗi ngày, điểm danh nhận quà, nhiệm vụ hằng ngày, quà mỗi ngày',
    h1: 'Nhiệm vụ hằng ngày',
  },
  '/su-kien/thuong-tai-app': {
    title: 'Quà tải ứng dụng – Sao Biển',
    description:
      'Cài ứng dụng Sao Biển lên điện thoại để mở bắn cá, slot chỉ bằng một chạm, kèm phần quà tải app theo thể lệ sự kiện. Hướng dẫn Android và iOS có sẵn.',
    keywords: 'sao biển, thưởng tải app, quà tải app, app sao biển, tải ứng dụng sao biển',
    h1: 'Thưởng tải ứng dụng',
  },

  '/cong-game': {
    title: 'Cổng game bắn cá, slot, nổ hũ – Sao Biển',
    description:
      'Cổng game Sao Biển là bãi biển của những trò vui: bắn cá, slot, nổ hũ, keno, game bài, game nhanh. Lướt qua từng thể loại, thả tim trò bạn thích.',
    keywords: 'sao biển, cổng game, bắn cá, slot game, nổ hũ, game giải trí',
    h1: 'Cổng game',
    h2: 'Bắn cá, slot, nổ hũ và nhiều trò vui',
  },
  '/cong-game/keno': {
    title: 'Keno online – Sao Biển',
    description:
      'Keno ở Sao Biển: chọn vài con số bạn thấy vui, đợi kỳ quay rồi dò kết quả, đơn giản như mua vé số. Lịch sử các kỳ trước vẫn còn để bạn xem lại.',
    keywords: 'sao biển, keno online, chơi keno, kết quả keno, keno sao biển',
    h1: 'Keno',
  },
  '/cong-game/slot': {
    title: 'Slot game vui nhộn – Sao Biển',
    description:
      'Slot ở Sao Biển có đủ sắc màu: biển xanh, trái cây, phiêu lưu và nhiều chủ đề khác. Xem jackpot ngay trên ô game, chọn mức cược vừa phải rồi thong thả quay.',
    keywords: 'sao biển, slot game, slot online, quay slot, game slot vui',
    h1: 'Slot game',
  },
  '/cong-game/game-bai': {
    title: 'Game bài online – Sao Biển',
    description:
      'Game bài ở Sao Biển: các trò bài quen thuộc để bạn giải trí sau giờ làm, bàn chơi gọn gàng, luật có sẵn để tra, chơi mượt trên điện thoại lẫn máy tính.',
    keywords: 'sao biển, game bài online, đánh bài online, game bài đổi thưởng, game bài giải trí',
    h1: 'Game bài',
  },
  '/cong-game/song-bai': {
    title: 'Sòng bài online – Sao Biển',
    description:
      'Sòng bài Sao Biển gồm baccarat, roulette, blackjack bản điện tử: không cần chờ người chia, muốn chơi lúc nào thì chơi, nhịp độ do chính bạn quyết định.',
    keywords: 'sao biển, sòng bài online, casino điện tử, table game, bàn casino',
    h1: 'Sòng bài',
  },
  '/cong-game/ban-ca': {
    title: 'Bắn cá đại dương – Sao Biển',
    description:
      'Bắn cá là trò con cưng của Sao Biển: lặn xuống đại dương rực rỡ, săn đàn cá nhiều màu và boss khổng lồ, chọn phòng hợp túi tiền và chơi thật thư giãn.',
    keywords: 'sao biển, bắn cá online, game bắn cá, bắn cá đổi thưởng, bắn cá đại dương, săn boss',
    h1: 'Bắn cá',
  },
  '/cong-game/game-nhanh': {
    title: 'Game nhanh giải trí – Sao Biển',
    description:
      'Game nhanh ở Sao Biển dành cho những phút rảnh ngắn ngủi: vài cú chạm, một ván gọn, kết quả hiện ngay. Chơi vui đôi ván rồi quay lại việc của bạn.',
    keywords: 'sao biển, game nhanh, trò chơi nhanh, game giải trí nhanh, game ván ngắn',
    h1: 'Game nhanh',
  },
  '/cong-game/no-hu': {
    title: 'Nổ hũ – Sao Biển',
    description:
      'Nổ hũ ở Sao Biển: nhiều trò quay hũ rực rỡ, jackpot hiện ngay trên ô game và nút jackpot nổi trên màn hình. Quay cho vui, đặt giới hạn cho mình trước khi chơi.',
    keywords: 'sao biển, nổ hũ, quay hũ, game nổ hũ, jackpot, slot nổ hũ',
    h1: 'Nổ hũ',
  },
  '/cong-game/game-khac': {
    title: 'Quay số và trò vui khác – Sao Biển',
    description:
      'Ngoài bắn cá và slot, Sao Biển còn có quay số và các trò chơi số nho nhỏ. Lướt xem danh sách, thả tim trò bạn thích và quay lại bất cứ khi nào rảnh.',
    keywords: 'sao biển, quay số, game số, trò chơi khác, number game',
    h1: 'Quay số và trò khác',
  },

  '/the-thao': {
    title: 'Thể thao và thể thao ảo – Sao Biển',
    description:
      'Thích xem bóng? Sao Biển có sảnh thể thao từ K-Sport, SABA Sport, BTi Sport, IM Sport và cả thể thao ảo để bạn vừa theo dõi trận vừa đặt cược cho thêm vui.',
    keywords: 'sao biển, cá cược thể thao, cá cược bóng đá, thể thao ảo, kèo bóng đá',
    h1: 'Thể thao',
    h2: 'Xem bóng thêm vui với bốn sảnh cược',
  },
  '/lich-thi-dau': {
    title: 'Lịch thi đấu – Sao Biển',
    description:
      'Lịch thi đấu trên Sao Biển: các trận bóng đá và thể thao sắp diễn ra, xếp gọn theo ngày giờ Việt Nam. Xem trước để hẹn bạn bè cùng theo dõi trận hay.',
    keywords: 'sao biển, lịch thi đấu, lịch bóng đá, lịch thi đấu hôm nay, lịch thể thao',
    h1: 'Lịch thi đấu',
  },
  '/the-thao/k-sport': {
    title: 'K-Sport – Sao Biển',
    description:
      'K-Sport ở Sao Biển: chọn trận bóng bạn đang xem, xem kèo và đặt cược ngay trong khung chơi. Giao diện gọn, đăng nhập một lần là dùng được luôn.',
    keywords: 'sao biển, k-sport, kèo k-sport, cá cược k-sport, thể thao k-sport',
    h1: 'K-Sport',
  },
  '/the-thao/saba-sport': {
    title: 'SABA Sport – Sao Biển',
    description:
      'SABA Sport ở Sao Biển có bóng đá, bóng rổ, quần vợt và cả thể thao điện tử. Chọn kiểu tỷ lệ bạn quen, xem kèo và đặt cược thong thả trong khung chơi.',
    keywords: 'sao biển, saba sport, kèo saba, cá cược saba, thể thao điện tử',
    h1: 'SABA Sport',
  },
  '/the-thao/bti-sport': {
    title: 'BTi Sport – Sao Biển',
    description:
      'BTi Sport ở Sao Biển: nhiều trận đấu để chọn, kèo trước trận và khi trận đang diễn ra, hiển thị gọn gàng dễ nhìn trên màn hình điện thoại của bạn.',
    keywords: 'sao biển, bti sport, kèo bti, cá cược bti, bti sports',
    h1: 'BTi Sport',
  },
  '/the-thao/im-sport': {
    title: 'IM Sport – Sao Biển',
    description:
      'IM Sport ở Sao Biển: lọc trận theo môn và giải bạn yêu thích, xem tỷ lệ thay đổi theo trận và đặt cược ngay trong khung chơi, cùng một tài khoản Sao Biển.',
    keywords: 'sao biển, im sport, kèo im sport, cá cược im sport, im sports',
    h1: 'IM Sport',
  },
  '/the-thao/the-thao-ao-pp': {
    title: 'Thể thao ảo PP giải trí – Sao Biển',
    description:
      'Thể thao ảo PP ở Sao Biển: trận đấu mô phỏng vui mắt, mỗi trận vài phút, lúc nào cũng có trận mới. Hợp để giải trí nhanh khi không có trận thật nào đang đá.',
    keywords: 'sao biển, thể thao ảo pp, bóng đá ảo, thể thao ảo, virtual sports',
    h1: 'Thể thao ảo PP',
  },
  '/the-thao/the-thao-ao-saba': {
    title: 'Bóng đá ảo SABA – Sao Biển',
    description:
      'Thể thao ảo SABA ở Sao Biển: giải bóng đá ảo đá liên tục, kèo quen như trận thật và kết quả chỉ sau vài phút. Một lựa chọn thư giãn cho buổi tối giữa tuần.',
    keywords: 'sao biển, thể thao ảo saba, bóng đá ảo saba, saba ảo, cược thể thao ảo',
    h1: 'Thể thao ảo SABA',
  },
  '/the-thao/the-thao-ao-im': {
    title: 'Thể thao ảo IM – Sao Biển',
    description:
      'Thể thao ảo IM ở Sao Biển: trận mô phỏng ngắn, hết trận này lại tới trận khác, sáng hay khuya đều có. Chọn trận sắp đá, đặt kèo nhỏ cho vui rồi xem kết quả.',
    keywords: 'sao biển, thể thao ảo im, bóng đá ảo im, im ảo, cược ảo',
    h1: 'Thể thao ảo IM',
  },
  '/the-thao/the-thao-ao-ksport': {
    title: 'Thể thao ảo K-Sport – Sao Biển',
    description:
      'Thể thao ảo K-Sport ở Sao Biển: luật cược như K-Sport bạn đã quen, chỉ có điều trận đấu ngắn hơn và kết quả có sớm hơn. Thử vài trận cho biết nhé.',
    keywords: 'sao biển, thể thao ảo k-sport, k-sport ảo, bóng đá ảo, thể thao ảo',
    h1: 'Thể thao ảo K-Sport',
  },

  '/lo-de': {
    title: 'Lô đề và xổ số online – Sao Biển',
    description:
      'Lô đề ở Sao Biển: chọn số theo xổ số ba miền mỗi chiều, thử kỳ quay siêu tốc cứ 1, 3 hoặc 5 phút một lần, hoặc chơi Mega 6/45 và Power 6/55 cho vui.',
    keywords: 'sao biển, lô đề online, xổ số online, lô đề siêu tốc, lô đề 3 miền',
    h1: 'Lô đề',
    h2: 'Ba miền, siêu tốc và vé số sáu con số',
  },
  '/lo-de/lo-de-3-mien': {
    title: 'Lô đề 3 miền – Sao Biển',
    description:
      'Lô đề 3 miền ở Sao Biển: chọn đài miền Bắc, Trung hay Nam, điền con số bạn thích và chờ kết quả xổ số chiều nay. Bảng kết quả hiện ngay trên trang.',
    keywords: 'sao biển, lô đề 3 miền, xổ số ba miền, lô đề miền bắc, lô đề miền nam',
    h1: 'Lô đề 3 miền',
  },
  '/lo-de/lo-de-sieu-toc': {
    title: 'Lô đề siêu tốc – Sao Biển',
    description:
      'Chẳng cần đợi đến chiều: lô đề siêu tốc ở Sao Biển quay mỗi 1, 3 hoặc 5 phút. Chọn kỳ, điền số, nhâm nhi ly cà phê là đã có kết quả rồi.',
    keywords: 'sao biển, lô đề siêu tốc, xổ số siêu tốc, xổ số nhanh, lô đề 5 phút',
    h1: 'Lô đề siêu tốc',
  },
  '/lo-de/mega645': {
    title: 'Mega 6/45 – Sao Biển',
    description:
      'Mega 6/45 ở Sao Biển: chọn 6 số từ 01 đến 45 theo ngày sinh hay con số yêu thích, vé được lưu trong tài khoản và kết quả từng kỳ có ngay trên trang.',
    keywords: 'sao biển, mega 6/45, xổ số mega 6/45, kết quả mega, vé số mega',
    h1: 'Mega 6/45',
  },
  '/lo-de/power655': {
    title: 'Power 6/55 – Sao Biển',
    description:
      'Power 6/55 ở Sao Biển: chọn 6 con số trong dãy 01–55, vé nằm gọn trong tài khoản, kết quả các kỳ tra rất tiện. Luật chơi và cơ cấu giải viết dễ hiểu.',
    keywords: 'sao biển, power 6/55, xổ số power, kết quả power 6/55, vé số power',
    h1: 'Power 6/55',
  },

  '/da-ga': {
    title: 'Đá gà trực tiếp – Sao Biển',
    description:
      'Đá gà ở Sao Biển phát trực tiếp từ hai sàn GA28 và WS168. Chọn sàn, xem hình sắc nét và theo dõi từng trận ngay trên điện thoại, đặt cược khi đã đăng nhập.',
    keywords: 'sao biển, đá gà trực tiếp, xem đá gà, đá gà online, đá gà ga28, đá gà ws168',
    h1: 'Đá gà',
    h2: 'Hai sàn trực tiếp, xem thật thư thả',
  },
  '/da-ga-ga28': {
    title: 'Đá gà GA28 – Sao Biển',
    description:
      'Sàn GA28 ở Sao Biển: xem trực tiếp các trận gà trong ngày, hình ảnh rõ ràng, lịch sử kết quả có sẵn. Đăng nhập tài khoản Sao Biển là vào xem và cược được.',
    keywords: 'sao biển, đá gà ga28, sàn ga28, ga28 trực tiếp, xem ga28',
    h1: 'Đá gà GA28',
  },
  '/da-ga-ws168': {
    title: 'Đá gà WS168 – Sao Biển',
    description:
      'Sàn WS168 ở Sao Biển: nhiều trận gà phát trực tiếp trong ngày, tỷ lệ từng trận hiện rõ, theo dõi và đặt cược bằng tài khoản Sao Biển, không cần đăng ký thêm.',
    keywords: 'sao biển, đá gà ws168, sàn ws168, ws168 trực tiếp, xem ws168',
    h1: 'Đá gà WS168',
  },

  '/gioi-thieu': {
    title: 'Về Sao Biển',
    description:
      'Sao Biển là sân chơi trực tuyến thân thiện cho người Việt, nổi bật với bắn cá, slot và mini game, bên cạnh thể thao, live casino, lô đề. Hỗ trợ 24/7.',
    keywords: 'sao biển, giới thiệu sao biển, sao biển là gì, nhà cái sao biển, saobien',
    h1: 'Về Sao Biển',
  },
  '/dieu-khoan-dieu-kien': {
    title: 'Điều khoản và điều kiện – Sao Biển',
    description:
      'Điều khoản và điều kiện Sao Biển: những điều bạn đồng ý khi tham gia, từ tài khoản, nạp rút đến khuyến mãi, và khi nào tài khoản có thể bị tạm khóa.',
    keywords: 'sao biển, điều khoản sao biển, điều kiện sử dụng, quy định tài khoản, quy định khuyến mãi',
    h1: 'Điều khoản và điều kiện',
  },
  '/chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật – Sao Biển',
    description:
      'Chính sách bảo mật Sao Biển kể rõ chúng tôi thu thập thông tin gì, dùng để làm gì và giữ an toàn ra sao, cùng vài mẹo nhỏ để bạn tự bảo vệ tài khoản.',
    keywords: 'sao biển, chính sách bảo mật, bảo mật thông tin, quyền riêng tư, bảo vệ tài khoản',
    h1: 'Chính sách bảo mật',
  },
  '/huong-dan-nap-tien': {
    title: 'Hướng dẫn nạp tiền – Sao Biển',
    description:
      'Nạp tiền Sao Biển thật nhẹ nhàng: quét QR để chuyển khoản nhanh (tối thiểu 50K), hoặc chọn thẻ cào, ví điện tử, tiền mã hoá; tiền mã hoá chờ 2–5 phút xác nhận.',
    keywords: 'sao biển, nạp tiền sao biển, cách nạp tiền, nạp tiền qr, nạp ví điện tử, nạp thẻ cào',
    h1: 'Hướng dẫn nạp tiền',
  },
  '/huong-dan-rut-tien': {
    title: 'Hướng dẫn rút tiền – Sao Biển',
    description:
      'Rút tiền Sao Biển: về ngân hàng mang tên bạn sau khi được xác minh, về ví tiền mã hoá, hoặc đổi thẻ cào; phí 11% với Vinaphone, 13% với Viettel, Mobifone.',
    keywords: 'sao biển, rút tiền sao biển, cách rút tiền, rút tiền ngân hàng, rút thẻ cào',
    h1: 'Hướng dẫn rút tiền',
  },
  '/huong-dan-dang-ky': {
    title: 'Hướng dẫn đăng ký – Sao Biển',
    description:
      'Tạo tài khoản Sao Biển: nghĩ một cái tên 6–29 ký tự, đặt mật khẩu tối thiểu 6 ký tự, gõ liền không dấu, thêm số điện thoại. Chỉ dành cho người từ 18 tuổi.',
    keywords: 'sao biển, đăng ký sao biển, tạo tài khoản sao biển, hướng dẫn đăng ký, mở tài khoản',
    h1: 'Hướng dẫn đăng ký',
  },
  '/code-tan-thu': {
    title: 'Code tân thủ – Sao Biển',
    description:
      'Lần đầu ghé Sao Biển? Code tân thủ là món quà chào bạn. Trang này kể cách nhận mã, vì sao cần xác thực số điện thoại và cược đủ bao nhiêu mới rút được thưởng.',
    keywords: 'sao biển, code tân thủ, code tân thủ sao biển, quà người mới, giftcode tân thủ',
    h1: 'Code tân thủ',
  },
  '/huong-dan-nhan-gift-code': {
    title: 'Hướng dẫn nhận gift code – Sao Biển',
    description:
      'Nhận gift code ở Sao Biển chỉ vài bước: xác minh số Viettel, Mobifone hay Vinaphone, gõ mã không quá 20 ký tự chữ và số, rồi xem tiến độ cược trong lịch sử.',
    keywords: 'sao biển, nhận gift code, cách nhập gift code, gift code sao biển, lịch sử gift code',
    h1: 'Hướng dẫn nhận gift code',
  },
  '/cau-hoi-thuong-gap': {
    title: 'Câu hỏi thường gặp – Sao Biển',
    description:
      'Thắc mắc về tài khoản, nạp rút, gift code hay khuyến mãi ở Sao Biển? Phần lớn câu trả lời nằm ngay đây. Còn băn khoăn, cứ nhắn đội hỗ trợ 24/7 nhé.',
    keywords: 'sao biển, câu hỏi thường gặp, hỏi đáp sao biển, hỗ trợ sao biển, thắc mắc nạp rút',
    h1: 'Câu hỏi thường gặp',
  },
  '/tin-tuc': {
    title: 'Tin tức – Sao Biển',
    description:
      'Tin tức Sao Biển: trò chơi mới cập bến, hướng dẫn làm quen bắn cá và slot, tin thể thao cùng thông báo khuyến mãi, sự kiện. Ghé đọc lúc rảnh cho vui.',
    keywords: 'sao biển, tin tức sao biển, game mới, hướng dẫn bắn cá, tin thể thao',
    h1: 'Tin tức',
  },
  '/nhiem-vu': {
    title: 'Nhiệm vụ nhận quà – Sao Biển',
    description:
      'Nhiệm vụ ở Sao Biển như một trò chơi nhỏ: điểm danh, nạp tiền, đặt cược để lấp đầy thanh tiến độ hằng ngày và tích lũy, đầy thanh là bấm nhận quà.',
    keywords: 'sao biển, nhiệm vụ sao biển, nhiệm vụ nhận quà, nhiệm vụ tích lũy, điểm danh mỗi ngày',
    h1: 'Nhiệm vụ',
  },
  '/mini-games': {
    title: 'Mini game vui nhộn – Sao Biển',
    description:
      'Mini game là đặc sản của Sao Biển: trò nhỏ xinh nổi ngay trên trang khi bạn dùng máy tính, kéo đặt chỗ nào cũng được, chơi vài lượt lúc chờ trận.',
    keywords: 'sao biển, mini game, mini game sao biển, trò chơi nhỏ, game vui',
    h1: 'Mini game',
  },
  '/install-app': {
    title: 'Tải ứng dụng Sao Biển',
    description:
      'Mang Sao Biển theo bên mình: cài ứng dụng lên màn hình chính, chạm một cái là vào bắn cá, slot. Chọn hướng dẫn cho Android hoặc iPhone ngay bên dưới.',
    keywords: 'sao biển, tải app sao biển, ứng dụng sao biển, app sao biển android, app sao biển ios',
    h1: 'Tải ứng dụng Sao Biển',
    h2: 'Chạm một cái là vào chơi',
  },
  '/install-app/android': {
    title: 'Cài Sao Biển trên Android',
    description:
      'Cài Sao Biển trên Android: mở trang bằng Chrome, khi thấy lời mời cài ứng dụng thì đồng ý, hoặc vào menu chọn Thêm vào màn hình chính. Vậy là xong.',
    keywords: 'sao biển, sao biển android, tải app android, cài ứng dụng, app sao biển',
    h1: 'Cài đặt trên Android',
  },
  '/install-app/ios': {
    title: 'Cài Sao Biển trên iPhone',
    description:
      'Cài Sao Biển trên iPhone hay iPad: mở Safari, vào trang Sao Biển, chạm Chia sẻ rồi Thêm vào MH chính. Biểu tượng sao biển nhỏ sẽ nằm ngay màn hình chính.',
    keywords: 'sao biển, sao biển ios, sao biển iphone, cài app iphone, ứng dụng sao biển',
    h1: 'Cài đặt trên iOS',
  },
  '/choi-co-trach-nhiem': {
    title: 'Chơi có trách nhiệm – Sao Biển',
    description:
      'Sao Biển chỉ dành cho người từ 18 tuổi và muốn bạn chơi vui, chơi vừa đủ. Hãy đặt giới hạn tiền và thời gian, nghỉ ngơi thường xuyên, nhờ hỗ trợ khi khó dừng.',
    keywords: 'sao biển, chơi có trách nhiệm, giới hạn chơi game, kiểm soát cá cược, hỗ trợ người chơi',
    h1: 'Chơi có trách nhiệm',
    h2: 'Chơi vui, chơi vừa đủ',
  },
  '/lien-he': {
    title: 'Liên hệ Sao Biển',
    description:
      'Muốn trò chuyện với Sao Biển? Gọi 1900 6872, viết thư tới hotro@saobien.example hoặc mở khung chat trên trang. Đội hỗ trợ luôn có mặt 24/7.',
    keywords: 'sao biển, liên hệ sao biển, hotline sao biển, chat hỗ trợ, email sao biển',
    h1: 'Liên hệ',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Sao Biển',
    description:
      'Trang bạn muốn mở không có trên Sao Biển, có lẽ đường dẫn bị gõ nhầm hoặc đã cũ. Quay về trang chủ, mọi trò chơi vẫn đang chờ bạn ở đó.',
    keywords: 'sao biển, không tìm thấy trang, đường dẫn lỗi, trang chủ sao biển',
    h1: 'Không tìm thấy trang',
  },
};
