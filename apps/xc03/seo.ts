import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

/**
 * Rồng Vàng: classic and prosperous, red and gold; leads with sports betting and nổ hũ, speaks to
 * "hội viên". Figures follow the spec: first-deposit bonus capped at 9 million (brand.ts).
 */
export const seo: SeoCopy<PublicRouteId> = {
  '/': {
    title: 'Rồng Vàng – Cá cược thể thao, nổ hũ và casino trực tuyến',
    description:
      'Rồng Vàng là sân chơi trực tuyến cho hội viên mê thể thao và nổ hũ: kèo bóng đá mỗi ngày, live casino, lô đề và đá gà trên cùng một tài khoản.',
    keywords: 'rồng vàng, cá cược thể thao, nổ hũ, casino trực tuyến, lô đề online, nhà cái rồng vàng',
    h1: 'Rồng Vàng',
    h2: 'Thể thao, nổ hũ và casino trên một tài khoản',
  },
  '/404': {
    title: 'Không tìm thấy trang (404) – Rồng Vàng',
    description:
      'Trang bạn tìm trên Rồng Vàng không tồn tại hoặc đã được chuyển sang địa chỉ khác. Hãy kiểm tra lại đường dẫn hoặc quay về trang chủ để tiếp tục.',
    keywords: 'rồng vàng, lỗi 404, không tìm thấy trang, trang chủ rồng vàng',
    h1: 'Không tìm thấy trang',
  },
  '/500': {
    title: 'Đã có lỗi xảy ra – Rồng Vàng',
    description:
      'Hệ thống Rồng Vàng gặp sự cố khi tải trang này. Vui lòng tải lại sau ít phút; nếu lỗi vẫn còn, hãy gọi hotline 1900 6868 để được hỗ trợ.',
    keywords: 'rồng vàng, lỗi hệ thống, lỗi 500, hỗ trợ rồng vàng',
    h1: 'Đã có lỗi xảy ra',
  },
  '/maintenance': {
    title: 'Bảo trì hệ thống – Rồng Vàng',
    description:
      'Rồng Vàng đang tạm bảo trì để nâng cấp hệ thống. Vui lòng quay lại sau; nếu cần hỗ trợ gấp, hãy gọi hotline 1900 6868 hoặc gửi email cho chúng tôi.',
    keywords: 'rồng vàng, bảo trì, rồng vàng bảo trì, không vào được rồng vàng',
    h1: 'Hệ thống đang bảo trì',
  },

  '/live-casino': {
    title: 'Live casino trực tuyến – Rồng Vàng',
    description:
      'Sảnh live casino Rồng Vàng quy tụ baccarat, rồng hổ, xóc đĩa, tài xỉu, roulette và blackjack với người chia bài thật, phát trực tiếp từng ván.',
    keywords: 'rồng vàng, live casino, casino trực tuyến, sòng bài trực tuyến, baccarat trực tuyến',
    h1: 'Live casino Rồng Vàng',
    h2: 'Người chia bài thật, phát trực tiếp từng ván',
  },
  '/live-casino/bau-cua': {
    title: 'Bầu cua tôm cá trực tuyến – Rồng Vàng',
    description:
      'Chơi bầu cua tôm cá tại Rồng Vàng: trò dân gian quen thuộc ngày Tết, lắc trực tiếp với người chia thật, đặt cửa dễ dàng và xem kết quả rõ ràng.',
    keywords: 'rồng vàng, bầu cua trực tuyến, bầu cua tôm cá, chơi bầu cua online, lắc bầu cua',
    h1: 'Bầu cua tôm cá',
  },
  '/live-casino/xoc-dia': {
    title: 'Xóc đĩa trực tuyến – Rồng Vàng',
    description:
      'Xóc đĩa trực tiếp tại Rồng Vàng: người chia xóc bát bốn đồng vị trên bàn thật, bạn đặt chẵn lẻ hoặc các cửa tổ hợp và xem mở bát ngay trên màn hình.',
    keywords: 'rồng vàng, xóc đĩa trực tuyến, xóc đĩa online, chơi xóc đĩa, xóc đĩa chẵn lẻ',
    h1: 'Xóc đĩa trực tiếp',
  },
  '/live-casino/roulette': {
    title: 'Roulette trực tuyến – Rồng Vàng',
    description:
      'Roulette tại Rồng Vàng: vòng quay kinh điển với người chia thật, đặt cược theo số, màu đỏ đen, chẵn lẻ hoặc nhóm số và theo dõi bóng lăn trực tiếp.',
    keywords: 'rồng vàng, roulette trực tuyến, chơi roulette, vòng quay roulette, cò quay online',
    h1: 'Roulette trực tiếp',
  },
  '/live-casino/tai-xiu': {
    title: 'Tài xỉu trực tuyến – Rồng Vàng',
    description:
      'Tài xỉu live tại Rồng Vàng: ba viên xúc xắc được lắc trên bàn thật, bạn chọn tài hoặc xỉu, tổng điểm hay bộ ba và xem kết quả ngay sau mỗi ván.',
    keywords: 'rồng vàng, tài xỉu trực tuyến, tài xỉu online, sicbo, chơi tài xỉu',
    h1: 'Tài xỉu trực tiếp',
  },
  '/live-casino/poker': {
    title: 'Poker trực tuyến – Rồng Vàng',
    description:
      'Bàn poker trực tiếp tại Rồng Vàng với người chia bài thật, luật chơi rõ ràng và giao diện tiếng Việt, phù hợp cả người mới lẫn hội viên lâu năm.',
    keywords: 'rồng vàng, poker trực tuyến, poker online, chơi poker, poker casino',
    h1: 'Poker trực tiếp',
  },
  '/live-casino/rong-ho': {
    title: 'Rồng hổ trực tuyến – Rồng Vàng',
    description:
      'Rồng hổ tại Rồng Vàng: mỗi ván chỉ chia một lá cho cửa Rồng và một lá cho cửa Hổ, lá lớn hơn thắng. Nhịp chơi nhanh, dễ hiểu, có người chia thật.',
    keywords: 'rồng vàng, rồng hổ, rồng hổ online, dragon tiger, chơi rồng hổ',
    h1: 'Rồng hổ',
  },
  '/live-casino/baccarat': {
    title: 'Baccarat trực tuyến – Rồng Vàng',
    description:
      'Baccarat trực tuyến tại Rồng Vàng: đặt cửa Nhà cái, Nhà con hoặc Hòa tại bàn chia bài thật, xem lịch sử cầu và theo dõi từng lá bài được lật.',
    keywords: 'rồng vàng, baccarat trực tuyến, baccarat online, chơi baccarat, soi cầu baccarat',
    h1: 'Baccarat trực tuyến',
  },
  '/live-casino/blackjack': {
    title: 'Blackjack trực tuyến – Rồng Vàng',
    description:
      'Blackjack tại Rồng Vàng: so bài với người chia để tiến gần 21 điểm nhất mà không vượt quá, chọn rút thêm hay dừng tại bàn live có người chia thật.',
    keywords: 'rồng vàng, blackjack trực tuyến, blackjack online, xì dách online, bài 21 điểm',
    h1: 'Blackjack trực tiếp',
  },
  '/live-casino/game-khac': {
    title: 'Trò chơi live casino khác – Rồng Vàng',
    description:
      'Ngoài baccarat và roulette, sảnh live Rồng Vàng còn nhiều trò chơi khác với người dẫn trực tiếp. Ghé thường xuyên để thử các bàn mới được bổ sung.',
    keywords: 'rồng vàng, live casino, trò chơi casino khác, game live, casino trực tiếp',
    h1: 'Trò chơi live khác',
  },
  '/live-casino/sexy-casino': {
    title: 'Sexy Casino trực tuyến – Rồng Vàng',
    description:
      'Sảnh Sexy Casino tại Rồng Vàng: các bàn baccarat và trò chơi live với nữ dealer chia bài trực tiếp, hình ảnh sắc nét, vào bàn ngay từ tài khoản của bạn.',
    keywords: 'rồng vàng, sexy casino, sexy baccarat, ae sexy, live casino dealer nữ',
    h1: 'Sexy Casino',
  },

  '/khuyen-mai': {
    title: 'Khuyến mãi nạp đầu và hoàn trả – Rồng Vàng',
    description:
      'Khuyến mãi Rồng Vàng: thưởng nạp đầu 50% và 100% tối đa 9 triệu đồng, hoàn trả không giới hạn từ 1,35% đến 1,5%. Đọc kỹ điều kiện trước khi nhận.',
    keywords: 'rồng vàng, khuyến mãi rồng vàng, thưởng nạp đầu, hoàn trả, khuyến mãi nhà cái',
    h1: 'Khuyến mãi Rồng Vàng',
    h2: 'Thưởng nạp đầu và hoàn trả không giới hạn',
  },
  '/khuyen-mai/khuyen-mai-100': {
    title: 'Thưởng nạp đầu 100% – Rồng Vàng',
    description:
      'Nạp lần đầu tại Rồng Vàng và nhận thưởng 100%, tối đa 9 triệu đồng. Khuyến mãi yêu cầu 20 vòng cược, hiệu lực 30 ngày; xem điều kiện chi tiết trên trang.',
    keywords: 'rồng vàng, thưởng nạp đầu 100%, khuyến mãi 100%, thưởng nạp lần đầu, khuyến mãi rồng vàng',
    h1: 'Thưởng nạp đầu 100%',
  },
  '/khuyen-mai/khuyen-mai-50': {
    title: 'Thưởng nạp đầu 50% – Rồng Vàng',
    description:
      'Ưu đãi nạp đầu 50% của Rồng Vàng: thưởng tối đa 9 triệu đồng, yêu cầu 15 vòng cược, hiệu lực 30 ngày. Lựa chọn nhẹ nhàng cho hội viên mới bắt đầu.',
    keywords: 'rồng vàng, thưởng nạp đầu 50%, khuyến mãi 50%, ưu đãi nạp đầu, thưởng hội viên mới',
    h1: 'Thưởng nạp đầu 50%',
  },
  '/khuyen-mai/hoan-tra-135': {
    title: 'Hoàn trả 1,35% không giới hạn – Rồng Vàng',
    description:
      'Rồng Vàng hoàn trả 1,35% không giới hạn cho hội viên. Trang này giải thích cách tính tiền hoàn, sản phẩm áp dụng và thời điểm tiền được cộng vào tài khoản.',
    keywords: 'rồng vàng, hoàn trả 1.35%, hoàn trả không giới hạn, tiền hoàn trả, khuyến mãi hoàn trả',
    h1: 'Hoàn trả 1,35%',
  },
  '/khuyen-mai/hoan-tra-14': {
    title: 'Hoàn trả 1,4% – Rồng Vàng',
    description:
      'Mức hoàn trả 1,4% tại Rồng Vàng áp dụng không giới hạn số tiền. Xem điều kiện tham gia, cách tính và cách nhận tiền hoàn ngay trong tài khoản hội viên.',
    keywords: 'rồng vàng, hoàn trả 1.4%, hoàn tiền cược, cashback, hoàn trả rồng vàng',
    h1: 'Hoàn trả 1,4%',
  },
  '/khuyen-mai/hoan-tra-145': {
    title: 'Hoàn trả 1,45% – Rồng Vàng',
    description:
      'Hoàn trả 1,45% không giới hạn tại Rồng Vàng: đọc rõ sản phẩm áp dụng, cách tính tiền hoàn và những điều kiện cần lưu ý trước khi tham gia chương trình.',
    keywords: 'rồng vàng, hoàn trả 1.45%, chương trình hoàn trả, cashback không giới hạn, tiền hoàn',
    h1: 'Hoàn trả 1,45%',
  },
  '/khuyen-mai/hoan-tra-15': {
    title: 'Hoàn trả 1,5% – Rồng Vàng',
    description:
      'Mức hoàn trả cao nhất tại Rồng Vàng là 1,5%, không giới hạn số tiền hoàn. Tìm hiểu sản phẩm áp dụng, cách tính và cách theo dõi tiền hoàn trong tài khoản.',
    keywords: 'rồng vàng, hoàn trả 1.5%, hoàn trả cao, cashback 1.5%, khuyến mãi hoàn trả',
    h1: 'Hoàn trả 1,5%',
  },

  '/su-kien': {
    title: 'Sự kiện dành cho hội viên – Rồng Vàng',
    description:
      'Các sự kiện đang diễn ra tại Rồng Vàng: nhập gift code, hoàn trả cược thua, nhiệm vụ hằng ngày và thưởng tải ứng dụng. Theo dõi để không bỏ lỡ ưu đãi.',
    keywords: 'rồng vàng, sự kiện rồng vàng, gift code, nhiệm vụ hằng ngày, hoàn trả cược thua',
    h1: 'Sự kiện Rồng Vàng',
    h2: 'Gift code, nhiệm vụ và quà cho hội viên',
  },
  '/su-kien/gift-code': {
    title: 'Gift code Rồng Vàng – Nhập mã nhận thưởng',
    description:
      'Nhập gift code Rồng Vàng để nhận thưởng vào tài khoản. Mã gồm tối đa 20 ký tự chữ và số, cần số điện thoại đã xác minh; mỗi lúc chỉ giữ một mã đang chờ.',
    keywords: 'rồng vàng, gift code rồng vàng, mã quà tặng, nhập gift code, code rồng vàng',
    h1: 'Gift code',
  },
  '/su-kien/hoan-tra-cuoc': {
    title: 'Hoàn trả cược thua – Rồng Vàng',
    description:
      'Sự kiện hoàn trả cược thua của Rồng Vàng giúp hội viên nhận lại một phần tiền cược không may mắn. Xem điều kiện tham gia, cách tính và thời gian nhận.',
    keywords: 'rồng vàng, hoàn trả cược thua, hoàn tiền cược thua, sự kiện hoàn trả, bảo hiểm cược',
    h1: 'Hoàn trả cược thua',
  },
  '/su-kien/nhiem-vu': {
    title: 'Nhiệm vụ hằng ngày – Rồng Vàng',
    description:
      'Điểm danh, nạp tiền và đặt cược để hoàn thành nhiệm vụ hằng ngày tại Rồng Vàng rồi bấm nhận thưởng. Một số nhiệm vụ yêu cầu nạp đầu và xác minh điện thoại.',
    keywords: 'rồng vàng, nhiệm vụ hằng ngày, điểm danh nhận thưởng, sự kiện nhiệm vụ, thưởng hằng ngày',
    h1: 'Nhiệm vụ hằng ngày',
  },
  '/su-kien/thuong-tai-app': {
    title: 'Thưởng tải ứng dụng – Rồng Vàng',
    description:
      'Cài ứng dụng Rồng Vàng lên điện thoại và nhận thưởng tải app theo thể lệ sự kiện. Xem cách cài trên Android, iOS và điều kiện nhận thưởng tại đây.',
    keywords: 'rồng vàng, thưởng tải app, tải app rồng vàng, ứng dụng rồng vàng, khuyến mãi tải app',
    h1: 'Thưởng tải ứng dụng',
  },

  '/cong-game': {
    title: 'Cổng game nổ hũ, slot, bắn cá – Rồng Vàng',
    description:
      'Cổng game Rồng Vàng gom nổ hũ, slot, bắn cá, game bài, keno và game nhanh về một nơi. Lọc theo thể loại, đánh dấu trò yêu thích và chơi ngay khi đăng nhập.',
    keywords: 'rồng vàng, cổng game, nổ hũ, slot game, game bài đổi thưởng, bắn cá',
    h1: 'Cổng game Rồng Vàng',
    h2: 'Nổ hũ, slot, bắn cá và game bài',
  },
  '/cong-game/keno': {
    title: 'Keno trực tuyến – Rồng Vàng',
    description:
      'Keno tại Rồng Vàng: chọn những con số bạn thích, theo dõi kết quả quay ngay trên màn hình và xem lại lịch sử các kỳ trước. Cách chơi đơn giản, dễ làm quen.',
    keywords: 'rồng vàng, keno, keno online, chơi keno, kết quả keno',
    h1: 'Keno',
  },
  '/cong-game/slot': {
    title: 'Slot game trực tuyến – Rồng Vàng',
    description:
      'Kho slot game Rồng Vàng với nhiều chủ đề từ cổ điển đến hiện đại, vòng thưởng trong trò chơi và jackpot hiển thị trên từng ô game, chơi mượt trên mọi thiết bị.',
    keywords: 'rồng vàng, slot game, quay slot, slot online, game quay hũ',
    h1: 'Slot game',
  },
  '/cong-game/game-bai': {
    title: 'Game bài trực tuyến – Rồng Vàng',
    description:
      'Game bài Rồng Vàng tập hợp những trò bài quen thuộc của người Việt với giao diện tiếng Việt rõ ràng, luật chơi dễ tra cứu và chạy mượt trên điện thoại.',
    keywords: 'rồng vàng, game bài, game bài online, đánh bài online, game bài đổi thưởng',
    h1: 'Game bài',
  },
  '/cong-game/song-bai': {
    title: 'Sòng bài trực tuyến – Rồng Vàng',
    description:
      'Sòng bài Rồng Vàng tập hợp các bàn casino điện tử như baccarat, roulette và blackjack. Bạn chơi theo nhịp của mình, không phải chờ người chia bài.',
    keywords: 'rồng vàng, sòng bài trực tuyến, casino online, bàn casino, table game',
    h1: 'Sòng bài',
  },
  '/cong-game/ban-ca': {
    title: 'Bắn cá đổi thưởng – Rồng Vàng',
    description:
      'Bắn cá tại Rồng Vàng: chọn phòng theo mức đạn, săn cá lớn và boss trong đại dương nhiều màu sắc, chơi thoải mái trên cả điện thoại lẫn máy tính.',
    keywords: 'rồng vàng, bắn cá, bắn cá online, game bắn cá, bắn cá đổi thưởng',
    h1: 'Bắn cá',
  },
  '/cong-game/game-nhanh': {
    title: 'Game nhanh ván ngắn – Rồng Vàng',
    description:
      'Game nhanh tại Rồng Vàng dành cho hội viên thích nhịp chơi gọn: mỗi ván chỉ vài giây đến vài phút, luật dễ hiểu, kết quả hiển thị ngay sau khi đặt cược.',
    keywords: 'rồng vàng, game nhanh, trò chơi nhanh, game giải trí nhanh, game ván ngắn',
    h1: 'Game nhanh',
  },
  '/cong-game/no-hu': {
    title: 'Nổ hũ jackpot – Rồng Vàng',
    description:
      'Sảnh nổ hũ Rồng Vàng với các trò quay hũ có quỹ jackpot hiển thị trực tiếp trên từng ô game. Chọn trò yêu thích, đặt mức cược phù hợp và chơi có kiểm soát.',
    keywords: 'rồng vàng, nổ hũ, quay hũ, game nổ hũ, nổ hũ jackpot, slot nổ hũ',
    h1: 'Nổ hũ',
  },
  '/cong-game/game-khac': {
    title: 'Quay số và game khác – Rồng Vàng',
    description:
      'Ngoài slot và bắn cá, Rồng Vàng còn có quay số và nhiều trò chơi số khác. Khám phá danh sách, thêm trò vào mục yêu thích và mở chơi chỉ với một chạm.',
    keywords: 'rồng vàng, quay số, number game, game khác, trò chơi số',
    h1: 'Quay số và game khác',
  },

  '/the-thao': {
    title: 'Cá cược thể thao trực tuyến – Rồng Vàng',
    description:
      'Thể thao Rồng Vàng: cá cược bóng đá và nhiều môn khác qua K-Sport, SABA Sport, BTi Sport, IM Sport cùng thể thao ảo, xem kèo và đặt cược trên một tài khoản.',
    keywords: 'rồng vàng, cá cược thể thao, cá cược bóng đá, kèo bóng đá, thể thao ảo, tỷ lệ kèo',
    h1: 'Thể thao Rồng Vàng',
    h2: 'Bốn sảnh thể thao và thể thao ảo',
  },
  '/lich-thi-dau': {
    title: 'Lịch thi đấu bóng đá hôm nay – Rồng Vàng',
    description:
      'Lịch thi đấu bóng đá và các môn thể thao sắp diễn ra, giờ bóng lăn theo giờ Việt Nam. Xem lịch trước, chọn trận quan tâm và theo dõi kèo tại Rồng Vàng.',
    keywords: 'rồng vàng, lịch thi đấu, lịch thi đấu bóng đá, lịch bóng đá hôm nay, lịch thể thao',
    h1: 'Lịch thi đấu',
  },
  '/the-thao/k-sport': {
    title: 'K-Sport cá cược thể thao – Rồng Vàng',
    description:
      'Sảnh K-Sport tại Rồng Vàng: kèo bóng đá các giải lớn nhỏ, kèo châu Á, tài xỉu và cược trong trận, mở ngay trong khung chơi của trang sau khi đăng nhập.',
    keywords: 'rồng vàng, k-sport, ksport, cá cược k-sport, kèo bóng đá',
    h1: 'K-Sport',
  },
  '/the-thao/saba-sport': {
    title: 'SABA Sport cá cược thể thao – Rồng Vàng',
    description:
      'SABA Sport trên Rồng Vàng mang đến kèo bóng đá, bóng rổ, quần vợt và thể thao điện tử với nhiều kiểu tỷ lệ cược. Đăng nhập để mở sảnh và đặt cược.',
    keywords: 'rồng vàng, saba sport, saba sports, cá cược saba, kèo saba',
    h1: 'SABA Sport',
  },
  '/the-thao/bti-sport': {
    title: 'BTi Sport cá cược thể thao – Rồng Vàng',
    description:
      'Cá cược thể thao qua sảnh BTi Sport tại Rồng Vàng: danh sách trận đấu phong phú, kèo trước trận và trong trận, hiển thị gọn gàng trên điện thoại và máy tính.',
    keywords: 'rồng vàng, bti sport, bti sports, cá cược bti, kèo bti',
    h1: 'BTi Sport',
  },
  '/the-thao/im-sport': {
    title: 'IM Sport cá cược thể thao – Rồng Vàng',
    description:
      'IM Sport tại Rồng Vàng: sảnh cá cược bóng đá và các môn phổ biến, chọn kèo theo giải đấu, xem tỷ lệ cập nhật và đặt cược trong khung chơi tích hợp.',
    keywords: 'rồng vàng, im sport, im sports, cá cược im sport, kèo im sport',
    h1: 'IM Sport',
  },
  '/the-thao/the-thao-ao-pp': {
    title: 'Cá cược thể thao ảo PP – Rồng Vàng',
    description:
      'Thể thao ảo PP tại Rồng Vàng: các trận mô phỏng diễn ra nối tiếp, mỗi trận chỉ vài phút, nên bạn có thể đặt cược vào bất kỳ giờ nào trong ngày.',
    keywords: 'rồng vàng, thể thao ảo, thể thao ảo pp, bóng đá ảo, virtual sports',
    h1: 'Thể thao ảo PP',
  },
  '/the-thao/the-thao-ao-saba': {
    title: 'Cá cược thể thao ảo SABA – Rồng Vàng',
    description:
      'Thể thao ảo SABA trên Rồng Vàng: giải bóng đá ảo với lịch đấu nối tiếp, kết quả có sau vài phút, phù hợp khi bạn muốn đặt cược ngoài giờ các giải thật.',
    keywords: 'rồng vàng, thể thao ảo saba, bóng đá ảo saba, saba virtual, cá cược thể thao ảo',
    h1: 'Thể thao ảo SABA',
  },
  '/the-thao/the-thao-ao-im': {
    title: 'Cá cược thể thao ảo IM – Rồng Vàng',
    description:
      'Sảnh thể thao ảo IM của Rồng Vàng có các trận mô phỏng diễn ra liên tục cả ngày. Xem lịch trận kế tiếp, chọn kèo và theo dõi kết quả ngay trong khung chơi.',
    keywords: 'rồng vàng, thể thao ảo im, bóng đá ảo, im virtual, cược thể thao ảo',
    h1: 'Thể thao ảo IM',
  },
  '/the-thao/the-thao-ao-ksport': {
    title: 'Cá cược thể thao ảo K-Sport – Rồng Vàng',
    description:
      'Thể thao ảo K-Sport tại Rồng Vàng: trận đấu mô phỏng nối tiếp nhau, cách cược giống thể thao thật, thời gian mỗi trận ngắn và kết quả cập nhật ngay.',
    keywords: 'rồng vàng, thể thao ảo k-sport, k-sport ảo, bóng đá ảo, cá cược ảo',
    h1: 'Thể thao ảo K-Sport',
  },

  '/lo-de': {
    title: 'Lô đề online 3 miền và siêu tốc – Rồng Vàng',
    description:
      'Lô đề Rồng Vàng: đánh lô đề ba miền theo kết quả xổ số hằng ngày, lô đề siêu tốc quay mỗi 1, 3 hoặc 5 phút, cùng Mega 6/45 và Power 6/55.',
    keywords: 'rồng vàng, lô đề online, đánh lô đề, lô đề 3 miền, lô đề siêu tốc, xổ số online',
    h1: 'Lô đề Rồng Vàng',
    h2: 'Ba miền, siêu tốc, Mega 6/45 và Power 6/55',
  },
  '/lo-de/lo-de-3-mien': {
    title: 'Lô đề 3 miền Bắc, Trung, Nam – Rồng Vàng',
    description:
      'Đánh lô đề miền Bắc, miền Trung và miền Nam tại Rồng Vàng theo kết quả xổ số kiến thiết mỗi ngày, với nhiều kiểu cược quen thuộc và bảng kết quả rõ ràng.',
    keywords: 'rồng vàng, lô đề 3 miền, lô đề miền bắc, đề miền nam, đánh đề online',
    h1: 'Lô đề 3 miền',
  },
  '/lo-de/lo-de-sieu-toc': {
    title: 'Lô đề siêu tốc 1, 3, 5 phút – Rồng Vàng',
    description:
      'Lô đề siêu tốc tại Rồng Vàng quay thưởng mỗi 1, 3 hoặc 5 phút, không phải chờ đến giờ xổ số. Chọn kỳ quay phù hợp, đặt số và xem kết quả ngay trên trang.',
    keywords: 'rồng vàng, lô đề siêu tốc, xổ số siêu tốc, lô đề nhanh, xổ số 1 phút',
    h1: 'Lô đề siêu tốc',
  },
  '/lo-de/mega645': {
    title: 'Mega 6/45 trực tuyến – Rồng Vàng',
    description:
      'Chơi Mega 6/45 tại Rồng Vàng: chọn 6 số từ 01 đến 45, theo dõi kết quả các kỳ quay và quản lý vé ngay trong tài khoản. Luật chơi đơn giản, dễ làm quen.',
    keywords: 'rồng vàng, mega 6/45, xổ số mega, kết quả mega 6/45, mua vé mega online',
    h1: 'Mega 6/45',
  },
  '/lo-de/power655': {
    title: 'Power 6/55 trực tuyến – Rồng Vàng',
    description:
      'Power 6/55 tại Rồng Vàng: chọn 6 số trong dãy từ 01 đến 55 rồi đối chiếu với kết quả từng kỳ quay. Xem luật chơi, cơ cấu giải và lịch sử kết quả tại đây.',
    keywords: 'rồng vàng, power 6/55, xổ số power, kết quả power 6/55, chơi power online',
    h1: 'Power 6/55',
  },

  '/da-ga': {
    title: 'Đá gà trực tiếp GA28, WS168 – Rồng Vàng',
    description:
      'Xem đá gà trực tiếp tại Rồng Vàng từ hai sàn GA28 và WS168, hình ảnh rõ nét, theo dõi từng trận và đặt cược ngay trên điện thoại hoặc máy tính.',
    keywords: 'rồng vàng, đá gà trực tiếp, đá gà online, xem đá gà, cá cược đá gà',
    h1: 'Đá gà trực tiếp',
    h2: 'Hai sàn GA28 và WS168',
  },
  '/da-ga-ga28': {
    title: 'Đá gà GA28 trực tiếp – Rồng Vàng',
    description:
      'Sàn đá gà GA28 trên Rồng Vàng: xem trực tiếp các trận gà, theo dõi lịch trận và kết quả, đặt cược sau khi đăng nhập. Hình ảnh phát liên tục, dễ theo dõi.',
    keywords: 'rồng vàng, đá gà ga28, ga28, sàn ga28, xem đá gà ga28',
    h1: 'Đá gà GA28',
  },
  '/da-ga-ws168': {
    title: 'Đá gà WS168 trực tiếp – Rồng Vàng',
    description:
      'Đá gà WS168 tại Rồng Vàng: trực tiếp từ sàn WS168 với nhiều trận mỗi ngày, xem tỷ lệ từng trận và đặt cược ngay trong tài khoản Rồng Vàng của bạn.',
    keywords: 'rồng vàng, đá gà ws168, ws168, sàn ws168, đá gà trực tiếp ws168',
    h1: 'Đá gà WS168',
  },

  '/gioi-thieu': {
    title: 'Giới thiệu Rồng Vàng',
    description:
      'Giới thiệu Rồng Vàng: sân chơi giải trí trực tuyến tiếng Việt với thể thao, live casino, nổ hũ, lô đề và đá gà, hỗ trợ hội viên 24/7 qua hotline và email.',
    keywords: 'rồng vàng, giới thiệu rồng vàng, nhà cái rồng vàng, rồng vàng là gì, rongvang',
    h1: 'Giới thiệu Rồng Vàng',
  },
  '/dieu-khoan-dieu-kien': {
    title: 'Điều khoản và điều kiện – Rồng Vàng',
    description:
      'Điều khoản và điều kiện sử dụng Rồng Vàng: quy định về tài khoản, nạp rút, khuyến mãi và quyền khóa tài khoản khi có vi phạm hoặc dấu hiệu gian lận.',
    keywords: 'rồng vàng, điều khoản rồng vàng, điều kiện sử dụng, quy định tài khoản, điều khoản khuyến mãi',
    h1: 'Điều khoản và điều kiện',
  },
  '/chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật – Rồng Vàng',
    description:
      'Chính sách bảo mật của Rồng Vàng giải thích thông tin nào được thu thập, được dùng vào việc gì và cách bạn có thể bảo vệ tài khoản, mật khẩu của mình.',
    keywords: 'rồng vàng, chính sách bảo mật, bảo mật thông tin, bảo mật tài khoản, quyền riêng tư',
    h1: 'Chính sách bảo mật',
  },
  '/huong-dan-nap-tien': {
    title: 'Hướng dẫn nạp tiền – Rồng Vàng',
    description:
      'Hướng dẫn nạp tiền Rồng Vàng: chuyển khoản nhanh bằng mã QR từ 50K, ví điện tử, thẻ cào hoặc tiền mã hoá với thời gian xác nhận 2–5 phút.',
    keywords: 'rồng vàng, nạp tiền rồng vàng, cách nạp tiền, nạp tiền qua ngân hàng, nạp thẻ cào, nạp usdt',
    h1: 'Hướng dẫn nạp tiền',
  },
  '/huong-dan-rut-tien': {
    title: 'Hướng dẫn rút tiền – Rồng Vàng',
    description:
      'Cách rút tiền tại Rồng Vàng về tài khoản ngân hàng chính chủ đã xác minh, qua thẻ cào (phí Viettel 13%, Vinaphone 11%, Mobifone 13%) hoặc tiền mã hoá.',
    keywords: 'rồng vàng, rút tiền rồng vàng, cách rút tiền, rút tiền về ngân hàng, rút tiền thẻ cào',
    h1: 'Hướng dẫn rút tiền',
  },
  '/huong-dan-dang-ky': {
    title: 'Hướng dẫn đăng ký tài khoản – Rồng Vàng',
    description:
      'Đăng ký Rồng Vàng: chọn tên đăng nhập 6–29 ký tự, mật khẩu từ 6 ký tự, không dấu và không khoảng trắng, rồi nhập số điện thoại. Chỉ dành cho người từ 18 tuổi.',
    keywords: 'rồng vàng, đăng ký rồng vàng, tạo tài khoản, cách đăng ký, link đăng ký rồng vàng',
    h1: 'Hướng dẫn đăng ký',
  },
  '/code-tan-thu': {
    title: 'Code tân thủ cho hội viên mới – Rồng Vàng',
    description:
      'Code tân thủ Rồng Vàng dành cho hội viên mới: cách nhận mã, điều kiện xác minh số điện thoại và tổng cược cần đạt trước khi rút tiền thưởng từ mã.',
    keywords: 'rồng vàng, code tân thủ, code tân thủ rồng vàng, giftcode tân thủ, mã thưởng người mới',
    h1: 'Code tân thủ',
  },
  '/huong-dan-nhan-gift-code': {
    title: 'Hướng dẫn nhận gift code – Rồng Vàng',
    description:
      'Các bước nhận gift code tại Rồng Vàng: xác minh số điện thoại Viettel, Mobifone hoặc Vinaphone, nhập mã tối đa 20 ký tự và theo dõi tổng cược trong lịch sử.',
    keywords: 'rồng vàng, nhận gift code, cách nhập gift code, gift code rồng vàng, lịch sử gift code',
    h1: 'Hướng dẫn nhận gift code',
  },
  '/cau-hoi-thuong-gap': {
    title: 'Câu hỏi thường gặp – Rồng Vàng',
    description:
      'Giải đáp các câu hỏi thường gặp tại Rồng Vàng về đăng ký, đăng nhập, nạp rút tiền, khuyến mãi và gift code. Chưa thấy câu trả lời, hãy liên hệ hỗ trợ 24/7.',
    keywords: 'rồng vàng, câu hỏi thường gặp, hỏi đáp rồng vàng, hỗ trợ rồng vàng, giải đáp thắc mắc',
    h1: 'Câu hỏi thường gặp',
  },
  '/tin-tuc': {
    title: 'Tin tức, nhận định bóng đá – Rồng Vàng',
    description:
      'Tin tức Rồng Vàng: nhận định bóng đá, thông tin các giải đấu, hướng dẫn trò chơi và thông báo mới nhất về khuyến mãi, sự kiện dành cho hội viên.',
    keywords: 'rồng vàng, tin tức rồng vàng, nhận định bóng đá, tin thể thao, thông báo khuyến mãi',
    h1: 'Tin tức',
  },
  '/nhiem-vu': {
    title: 'Nhiệm vụ nhận thưởng – Rồng Vàng',
    description:
      'Trang nhiệm vụ Rồng Vàng: nhận nhiệm vụ hằng ngày và nhiệm vụ tích lũy, theo dõi tiến độ điểm danh, nạp tiền, đặt cược và bấm nhận thưởng khi hoàn thành.',
    keywords: 'rồng vàng, nhiệm vụ rồng vàng, nhiệm vụ nhận thưởng, nhiệm vụ tích lũy, điểm danh hằng ngày',
    h1: 'Nhiệm vụ',
  },
  '/mini-games': {
    title: 'Mini game giải trí – Rồng Vàng',
    description:
      'Mini game Rồng Vàng: các trò chơi nhỏ mở ngay trên trang, không cần rời trận đang xem hay ván đang chơi. Đăng nhập để bắt đầu, mỗi lượt chỉ mất ít thời gian.',
    keywords: 'rồng vàng, mini game, mini game rồng vàng, trò chơi nhỏ, game giải trí',
    h1: 'Mini game',
  },
  '/install-app': {
    title: 'Tải ứng dụng Rồng Vàng cho điện thoại',
    description:
      'Cài ứng dụng Rồng Vàng lên màn hình chính để mở nhanh hơn và chơi mượt trên điện thoại, không cần gõ lại địa chỉ. Chọn hướng dẫn cho Android hoặc iOS.',
    keywords: 'rồng vàng, tải app rồng vàng, ứng dụng rồng vàng, rồng vàng android, rồng vàng ios',
    h1: 'Tải ứng dụng Rồng Vàng',
    h2: 'Cài đặt cho Android và iOS',
  },
  '/install-app/android': {
    title: 'Cài ứng dụng Rồng Vàng trên Android',
    description:
      'Cài Rồng Vàng trên điện thoại Android: mở trang bằng Chrome, chọn cài đặt ứng dụng khi được hỏi, biểu tượng Rồng Vàng sẽ xuất hiện trên màn hình chính.',
    keywords: 'rồng vàng, tải rồng vàng android, cài app android, ứng dụng rồng vàng, app rồng vàng',
    h1: 'Cài đặt trên Android',
  },
  '/install-app/ios': {
    title: 'Cài ứng dụng Rồng Vàng trên iPhone',
    description:
      'Cài Rồng Vàng trên iPhone, iPad: mở trang bằng Safari, bấm nút Chia sẻ rồi chọn Thêm vào MH chính. Ứng dụng sẽ mở toàn màn hình như một app thông thường.',
    keywords: 'rồng vàng, tải rồng vàng ios, rồng vàng iphone, cài app iphone, ứng dụng rồng vàng',
    h1: 'Cài đặt trên iOS',
  },
  '/choi-co-trach-nhiem': {
    title: 'Chơi có trách nhiệm – Rồng Vàng',
    description:
      'Rồng Vàng chỉ dành cho người từ 18 tuổi. Hãy đặt giới hạn thời gian và tiền chơi, không vay tiền để cược và tìm người hỗ trợ khi thấy mình khó dừng lại.',
    keywords: 'rồng vàng, chơi có trách nhiệm, giới hạn cá cược, nghiện cờ bạc, hỗ trợ người chơi',
    h1: 'Chơi có trách nhiệm',
    h2: 'Giải trí trong giới hạn của bạn',
  },
  '/lien-he': {
    title: 'Liên hệ hỗ trợ – Rồng Vàng',
    description:
      'Liên hệ Rồng Vàng qua hotline 1900 6868, email hotro@rongvang.example hoặc chat trực tuyến. Đội ngũ hỗ trợ làm việc 24/7 về tài khoản và giao dịch.',
    keywords: 'rồng vàng, liên hệ rồng vàng, hotline rồng vàng, chăm sóc khách hàng, hỗ trợ 24/7',
    h1: 'Liên hệ Rồng Vàng',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Rồng Vàng',
    description:
      'Địa chỉ bạn truy cập không có trên Rồng Vàng, có thể trang đã đổi tên hoặc bị xoá. Kiểm tra lại đường dẫn hoặc về trang chủ để tiếp tục.',
    keywords: 'rồng vàng, không tìm thấy trang, trang không tồn tại, trang chủ rồng vàng',
    h1: 'Không tìm thấy trang',
  },
};
