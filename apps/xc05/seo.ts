import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

/**
 * Phượng Hoàng: energetic and quick, short punchy clauses; leads with sports betting and fast lottery
 * draws. Figures follow the spec: first-deposit bonus capped at 20 million (brand.ts).
 */
export const seo: SeoCopy<PublicRouteId> = {
  '/': {
    title: 'Phượng Hoàng – Cá cược thể thao, xổ số nhanh, casino',
    description:
      'Phượng Hoàng: kèo thể thao sôi động mỗi ngày, lô đề siêu tốc quay 1, 3, 5 phút, live casino, nổ hũ và đá gà. Một tài khoản, đủ mọi trò, nhịp chơi cực nhanh.',
    keywords:
      'phượng hoàng, cá cược thể thao, kèo bóng đá, xổ số nhanh, lô đề siêu tốc, nhà cái phượng hoàng',
    h1: 'Phượng Hoàng',
    h2: 'Thể thao sôi động, xổ số nhanh từng phút',
  },
  '/404': {
    title: 'Lỗi 404: không tìm thấy trang – Phượng Hoàng',
    description:
      'Đường dẫn này không dẫn tới trang nào trên Phượng Hoàng, có thể trang đã đổi địa chỉ. Về trang chủ hoặc dùng menu để tới thể thao, casino, lô đề bạn cần.',
    keywords: 'phượng hoàng, lỗi 404, trang không tồn tại, link phượng hoàng',
    h1: 'Không tìm thấy trang',
  },
  '/500': {
    title: 'Lỗi máy chủ – Phượng Hoàng',
    description:
      'Máy chủ Phượng Hoàng vừa gặp lỗi khi xử lý yêu cầu của bạn. Hãy thử tải lại trang sau ít phút; cần gấp thì gọi 1900 6870, đội hỗ trợ trực 24/7.',
    keywords: 'phượng hoàng, lỗi 500, lỗi máy chủ, hỗ trợ phượng hoàng',
    h1: 'Đã có lỗi xảy ra',
  },
  '/maintenance': {
    title: 'Phượng Hoàng bảo trì hệ thống',
    description:
      'Phượng Hoàng đang bảo trì để nâng cấp hệ thống. Trang sẽ mở lại khi hoàn tất, bạn vui lòng thử lại sau. Thắc mắc xin gửi về hotro@phuonghoang.example.',
    keywords: 'phượng hoàng, phượng hoàng bảo trì, bảo trì hệ thống, lịch bảo trì',
    h1: 'Bảo trì hệ thống',
  },

  '/live-casino': {
    title: 'Live casino trực tiếp – Phượng Hoàng',
    description:
      'Vào bàn là có ván: baccarat, rồng hổ, tài xỉu, xóc đĩa, roulette, poker và Sexy Casino với người chia bài thật, phát trực tiếp liên tục tại Phượng Hoàng.',
    keywords: 'phượng hoàng, live casino, casino trực tiếp, baccarat trực tiếp, tài xỉu live',
    h1: 'Live casino',
    h2: 'Vào bàn là có ván, người chia thật',
  },
  '/live-casino/bau-cua': {
    title: 'Bầu cua live – Phượng Hoàng',
    description:
      'Bầu cua live tại Phượng Hoàng: sáu linh vật, ba viên xúc xắc, người chia lắc ngay trước camera. Đặt cửa trong vài giây, kết quả mở ngay trên màn hình.',
    keywords: 'phượng hoàng, bầu cua live, bầu cua online, bầu cua trực tiếp, lắc bầu cua',
    h1: 'Bầu cua live',
  },
  '/live-casino/xoc-dia': {
    title: 'Xóc đĩa live – Phượng Hoàng',
    description:
      'Xóc đĩa live Phượng Hoàng: bốn đồng vị, một cái bát, nhịp ván nhanh gọn. Chọn chẵn, lẻ hoặc các cửa đặc biệt rồi xem người chia mở bát trực tiếp.',
    keywords: 'phượng hoàng, xóc đĩa live, xóc đĩa online, xóc đĩa trực tiếp, cửa chẵn lẻ',
    h1: 'Xóc đĩa live',
  },
  '/live-casino/roulette': {
    title: 'Roulette live – Phượng Hoàng',
    description:
      'Roulette live tại Phượng Hoàng: bóng lăn trên vòng quay thật, bạn đặt vào số đơn, nhóm số, đỏ đen hay chẵn lẻ và dõi theo từng vòng quay trực tiếp.',
    keywords: 'phượng hoàng, roulette live, roulette online, cò quay trực tuyến, cách chơi roulette',
    h1: 'Roulette live',
  },
  '/live-casino/tai-xiu': {
    title: 'Tài xỉu live – Phượng Hoàng',
    description:
      'Tài xỉu live Phượng Hoàng: lắc ba xúc xắc, cộng điểm, mở kết quả, tất cả trong một ván ngắn. Chọn tài, xỉu, tổng điểm hoặc bộ ba tùy cách chơi của bạn.',
    keywords: 'phượng hoàng, tài xỉu live, tài xỉu online, sicbo trực tiếp, game tài xỉu',
    h1: 'Tài xỉu live',
  },
  '/live-casino/poker': {
    title: 'Poker live – Phượng Hoàng',
    description:
      'Poker live tại Phượng Hoàng: so bài với người chia ngay trên bàn thật, thứ tự bài được nêu rõ, nhịp ván nhanh và giao diện dễ thao tác trên điện thoại.',
    keywords: 'phượng hoàng, poker live, poker online, poker trực tiếp, chơi poker',
    h1: 'Poker live',
  },
  '/live-casino/rong-ho': {
    title: 'Rồng hổ live – Phượng Hoàng',
    description:
      'Rồng hổ live tại Phượng Hoàng: ván bài siêu gọn, một lá cho Rồng, một lá cho Hổ, so điểm là xong. Đặt cửa, lật bài, sang ván mới liền tay.',
    keywords: 'phượng hoàng, rồng hổ live, rồng hổ online, dragon tiger, rồng hổ trực tiếp',
    h1: 'Rồng hổ live',
  },
  '/live-casino/baccarat': {
    title: 'Baccarat live – Phượng Hoàng',
    description:
      'Baccarat live tại Phượng Hoàng: bảng cầu cập nhật sau mỗi ván, chọn Nhà cái, Nhà con hay Hòa và xem người chia lật bài trực tiếp, nhịp ván nhanh, rõ ràng.',
    keywords: 'phượng hoàng, baccarat live, baccarat online, soi cầu baccarat, baccarat trực tiếp',
    h1: 'Baccarat live',
  },
  '/live-casino/blackjack': {
    title: 'Blackjack live – Phượng Hoàng',
    description:
      'Blackjack live tại Phượng Hoàng: rút hay dừng, mọi quyết định chỉ trong vài giây. Mục tiêu là tiến gần 21 điểm hơn người chia mà không vượt quá.',
    keywords: 'phượng hoàng, blackjack live, blackjack online, xì dách trực tuyến, bài 21',
    h1: 'Blackjack live',
  },
  '/live-casino/game-khac': {
    title: 'Game live khác – Phượng Hoàng',
    description:
      'Chơi hết baccarat, roulette rồi? Phượng Hoàng còn nhiều trò live khác với người dẫn trực tiếp, luật mới lạ và nhịp chơi sôi động, bổ sung theo thời gian.',
    keywords: 'phượng hoàng, game live, live casino khác, trò chơi trực tiếp, game show casino',
    h1: 'Game live khác',
  },
  '/live-casino/sexy-casino': {
    title: 'Sexy Casino – Phượng Hoàng',
    description:
      'Sexy Casino tại Phượng Hoàng: sảnh live với nữ dealer năng động, bàn baccarat và nhiều trò khác phát trực tiếp sắc nét, vào bàn ngay khi đã đăng nhập.',
    keywords: 'phượng hoàng, sexy casino, sexy baccarat, ae sexy casino, dealer nữ',
    h1: 'Sexy Casino',
  },

  '/khuyen-mai': {
    title: 'Khuyến mãi nạp đầu tới 20 triệu – Phượng Hoàng',
    description:
      'Khuyến mãi Phượng Hoàng: nạp lần đầu được thưởng 50% hoặc 100%, tối đa 20 triệu đồng; hoàn trả từ 1,35% tới 1,5%, không có mức trần. Xem điều kiện rồi chọn.',
    keywords:
      'phượng hoàng, khuyến mãi phượng hoàng, thưởng nạp đầu, hoàn trả không giới hạn, khuyến mãi thể thao',
    h1: 'Khuyến mãi',
    h2: 'Nạp đầu tới 20 triệu, hoàn trả không giới hạn',
  },
  '/khuyen-mai/khuyen-mai-100': {
    title: 'Thưởng nạp đầu 100% tới 20 triệu – Phượng Hoàng',
    description:
      'Nhân đôi lần nạp đầu tại Phượng Hoàng: thưởng 100%, tối đa 20 triệu đồng, yêu cầu 20 vòng cược trong 30 ngày. Đọc kỹ điều kiện trước khi kích hoạt.',
    keywords: 'phượng hoàng, thưởng nạp đầu 100%, nhân đôi tiền nạp, khuyến mãi 100%, thưởng thành viên mới',
    h1: 'Thưởng nạp đầu 100%',
  },
  '/khuyen-mai/khuyen-mai-50': {
    title: 'Thưởng nạp đầu 50% – Phượng Hoàng',
    description:
      'Thưởng 50% lần nạp đầu tại Phượng Hoàng, tối đa 20 triệu đồng. Chỉ 15 vòng cược, thời hạn 30 ngày: lựa chọn gọn nhẹ để bắt đầu với thể thao và xổ số.',
    keywords: 'phượng hoàng, thưởng nạp đầu 50%, khuyến mãi 50%, ưu đãi nạp lần đầu, thưởng tân thủ',
    h1: 'Thưởng nạp đầu 50%',
  },
  '/khuyen-mai/hoan-tra-135': {
    title: 'Hoàn trả 1,35% không giới hạn – Phượng Hoàng',
    description:
      'Hoàn trả 1,35% tại Phượng Hoàng: cược đến đâu, hoàn trả tính đến đó, không có mức trần. Xem sản phẩm áp dụng, cách tính và thời điểm nhận tiền hoàn.',
    keywords: 'phượng hoàng, hoàn trả 1.35%, hoàn trả không giới hạn, cashback, hoàn trả thể thao',
    h1: 'Hoàn trả 1,35%',
  },
  '/khuyen-mai/hoan-tra-14': {
    title: 'Hoàn trả 1,4% – Phượng Hoàng',
    description:
      'Phượng Hoàng hoàn trả 1,4%, không giới hạn tổng tiền hoàn. Trang này nói rõ sản phẩm được áp dụng, cách tính tiền hoàn và nơi theo dõi trong tài khoản.',
    keywords: 'phượng hoàng, hoàn trả 1.4%, tiền hoàn trả, hoàn cược, khuyến mãi hoàn trả',
    h1: 'Hoàn trả 1,4%',
  },
  '/khuyen-mai/hoan-tra-145': {
    title: 'Hoàn trả 1,45% – Phượng Hoàng',
    description:
      'Mức hoàn trả 1,45% của Phượng Hoàng không giới hạn số tiền. Nắm nhanh điều kiện, cách tính và thời điểm tiền hoàn về tài khoản trước khi bắt đầu cược.',
    keywords: 'phượng hoàng, hoàn trả 1.45%, cashback không giới hạn, hoàn tiền cược, ưu đãi hoàn trả',
    h1: 'Hoàn trả 1,45%',
  },
  '/khuyen-mai/hoan-tra-15': {
    title: 'Hoàn trả 1,5% – Phượng Hoàng',
    description:
      'Hoàn trả 1,5%, mức cao nhất trong các gói hoàn trả của Phượng Hoàng, không giới hạn số tiền. Xem ngay sản phẩm áp dụng, cách tính và cách nhận tiền hoàn.',
    keywords: 'phượng hoàng, hoàn trả 1.5%, hoàn trả cao, cashback 1.5%, hoàn trả không giới hạn',
    h1: 'Hoàn trả 1,5%',
  },

  '/su-kien': {
    title: 'Sự kiện nóng – Phượng Hoàng',
    description:
      'Sự kiện đang chạy tại Phượng Hoàng: săn gift code, nhận hoàn trả cược thua, làm nhiệm vụ hằng ngày, tải app nhận thưởng. Cập nhật liên tục, đừng bỏ lỡ.',
    keywords:
      'phượng hoàng, sự kiện phượng hoàng, gift code phượng hoàng, nhiệm vụ nhận thưởng, thưởng tải app',
    h1: 'Sự kiện',
    h2: 'Gift code, nhiệm vụ, hoàn trả cược thua',
  },
  '/su-kien/gift-code': {
    title: 'Gift code Phượng Hoàng',
    description:
      'Săn được gift code Phượng Hoàng? Nhập mã tối đa 20 ký tự chữ và số sau khi xác minh số điện thoại. Mỗi lúc chỉ một mã chờ xử lý, đủ tổng cược mới rút.',
    keywords: 'phượng hoàng, gift code phượng hoàng, code phượng hoàng, nhập gift code, săn gift code',
    h1: 'Gift code',
  },
  '/su-kien/hoan-tra-cuoc': {
    title: 'Hoàn trả cược thua – Phượng Hoàng',
    description:
      'Sự kiện hoàn trả cược thua của Phượng Hoàng trả lại một khoản cho các cược không thành theo thể lệ. Xem đối tượng, cách tính và thời điểm tiền về tài khoản.',
    keywords: 'phượng hoàng, hoàn trả cược thua, hoàn tiền thua, hoàn cược thể thao, sự kiện hoàn trả',
    h1: 'Hoàn trả cược thua',
  },
  '/su-kien/nhiem-vu': {
    title: 'Nhiệm vụ hằng ngày – Phượng Hoàng',
    description:
      'Nhiệm vụ hằng ngày Phượng Hoàng: điểm danh, nạp, cược, hoàn thành là bấm nhận. Lưu ý: nhiệm vụ có thể yêu cầu đã nạp lần đầu và đã xác minh số điện thoại.',
    keywords: 'phượng hoàng, nhiệm vụ hằng ngày, điểm danh hằng ngày, nhận thưởng nhiệm vụ, sự kiện nhiệm vụ',
    h1: 'Nhiệm vụ hằng ngày',
  },
  '/su-kien/thuong-tai-app': {
    title: 'Tải app nhận thưởng – Phượng Hoàng',
    description:
      'Tải app Phượng Hoàng, vào kèo nhanh hơn và nhận thưởng tải ứng dụng theo thể lệ sự kiện. Cài đặt chỉ mất chốc lát trên điện thoại Android hoặc iPhone.',
    keywords: 'phượng hoàng, tải app nhận thưởng, app phượng hoàng, thưởng tải app, ứng dụng phượng hoàng',
    h1: 'Thưởng tải ứng dụng',
  },

  '/cong-game': {
    title: 'Cổng game nổ hũ, slot, game nhanh – Phượng Hoàng',
    description:
      'Cổng game Phượng Hoàng gom đủ thể loại: nổ hũ, slot, bắn cá, keno, game bài, game nhanh. Lọc trong một chạm, lưu trò yêu thích, quay lại là chơi liền tay.',
    keywords: 'phượng hoàng, cổng game, nổ hũ, slot game, game nhanh, keno',
    h1: 'Cổng game',
    h2: 'Chọn trò trong một chạm',
  },
  '/cong-game/keno': {
    title: 'Keno online – Phượng Hoàng',
    description:
      'Keno Phượng Hoàng: chọn số, chờ quay, đối chiếu kết quả, mỗi kỳ diễn ra gọn gàng. Lịch sử các kỳ quay được lưu sẵn để bạn xem lại bất cứ lúc nào.',
    keywords: 'phượng hoàng, keno online, keno nhanh, kết quả keno, chơi keno',
    h1: 'Keno',
  },
  '/cong-game/slot': {
    title: 'Slot game – Phượng Hoàng',
    description:
      'Slot Phượng Hoàng: hàng loạt máy quay đủ chủ đề, vòng thưởng trong game và jackpot hiện ngay trên ô trò chơi. Quay mượt trên điện thoại lẫn máy tính.',
    keywords: 'phượng hoàng, slot game, quay slot, slot online, slot jackpot',
    h1: 'Slot game',
  },
  '/cong-game/game-bai': {
    title: 'Game bài online – Phượng Hoàng',
    description:
      'Game bài Phượng Hoàng: những trò bài người Việt quen chơi, vào bàn nhanh, thao tác gọn trên điện thoại. Luật chơi có sẵn để bạn xem lại trước mỗi ván.',
    keywords: 'phượng hoàng, game bài, game bài online, đánh bài trực tuyến, game bài đổi thưởng',
    h1: 'Game bài',
  },
  '/cong-game/song-bai': {
    title: 'Sòng bài điện tử – Phượng Hoàng',
    description:
      'Sòng bài Phượng Hoàng: baccarat, roulette, blackjack bản điện tử, không chờ người chia, tự quyết nhịp ván. Hợp khi bạn muốn chơi casino thật gọn.',
    keywords: 'phượng hoàng, sòng bài trực tuyến, casino điện tử, table game, bàn casino online',
    h1: 'Sòng bài',
  },
  '/cong-game/ban-ca': {
    title: 'Bắn cá online – Phượng Hoàng',
    description:
      'Bắn cá Phượng Hoàng: nạp đạn, ngắm bắn, săn boss trong những màn đại dương rực rỡ. Chọn phòng theo mức đạn, chơi nhanh trên điện thoại hay máy tính.',
    keywords: 'phượng hoàng, bắn cá online, game bắn cá, bắn cá đổi thưởng, săn boss bắn cá',
    h1: 'Bắn cá',
  },
  '/cong-game/game-nhanh': {
    title: 'Game nhanh tốc độ – Phượng Hoàng',
    description:
      'Game nhanh đúng chất Phượng Hoàng: ván ngắn, luật gọn, kết quả có ngay sau khi đặt. Hợp cho những lúc chỉ có vài phút rảnh mà muốn giải trí nhẹ nhàng.',
    keywords: 'phượng hoàng, game nhanh, game tốc độ, trò chơi nhanh, game ván ngắn',
    h1: 'Game nhanh',
  },
  '/cong-game/no-hu': {
    title: 'Nổ hũ jackpot – Phượng Hoàng',
    description:
      'Nổ hũ Phượng Hoàng: các trò quay hũ có quỹ jackpot nhảy số trực tiếp trên ô game và nút jackpot nổi. Đặt mức cược trong khả năng, chơi để giải trí.',
    keywords: 'phượng hoàng, nổ hũ, quay hũ, jackpot, game nổ hũ, slot nổ hũ',
    h1: 'Nổ hũ',
  },
  '/cong-game/game-khac': {
    title: 'Quay số và game số – Phượng Hoàng',
    description:
      'Quay số và các trò chơi số khác tại Phượng Hoàng: nhịp nhanh, luật đơn giản, kết quả hiện ngay. Lưu trò vào mục yêu thích để mở lại chỉ trong một chạm.',
    keywords: 'phượng hoàng, quay số, number game, game số, trò chơi khác',
    h1: 'Quay số và game khác',
  },

  '/the-thao': {
    title: 'Cá cược thể thao, kèo hôm nay – Phượng Hoàng',
    description:
      'Thể thao là sân nhà của Phượng Hoàng: K-Sport, SABA Sport, BTi Sport, IM Sport và bốn sảnh thể thao ảo. Kèo trước trận, kèo trực tiếp, cập nhật liên tục.',
    keywords:
      'phượng hoàng, cá cược thể thao, kèo bóng đá hôm nay, kèo trực tiếp, cá cược bóng đá online, thể thao ảo',
    h1: 'Thể thao',
    h2: 'Bốn sảnh cược, kèo cập nhật liên tục',
  },
  '/lich-thi-dau': {
    title: 'Lịch thi đấu bóng đá hôm nay – Phượng Hoàng',
    description:
      'Lịch thi đấu cập nhật của Phượng Hoàng: bóng đá các giải lớn nhỏ và nhiều môn khác, giờ thi đấu theo giờ Việt Nam. Nắm lịch sớm để chọn trận theo dõi.',
    keywords: 'phượng hoàng, lịch thi đấu, lịch thi đấu bóng đá hôm nay, lịch ngoại hạng anh, lịch thể thao',
    h1: 'Lịch thi đấu',
  },
  '/the-thao/k-sport': {
    title: 'K-Sport kèo bóng đá – Phượng Hoàng',
    description:
      'K-Sport tại Phượng Hoàng: kèo châu Á, tài xỉu, 1X2 và cược trực tiếp khi bóng đang lăn. Vào sảnh ngay trong khung chơi, không phải chuyển sang trang khác.',
    keywords: 'phượng hoàng, k-sport, kèo k-sport, cá cược k-sport, kèo châu á',
    h1: 'K-Sport',
  },
  '/the-thao/saba-sport': {
    title: 'SABA Sport kèo đa môn – Phượng Hoàng',
    description:
      'SABA Sport tại Phượng Hoàng: bóng đá, bóng rổ, quần vợt, thể thao điện tử và nhiều môn khác, xem tỷ lệ theo kiểu Malaysia, Hồng Kông, Indonesia hay thập phân.',
    keywords: 'phượng hoàng, saba sport, saba sports, kèo saba, cá cược esports',
    h1: 'SABA Sport',
  },
  '/the-thao/bti-sport': {
    title: 'BTi Sport kèo trực tiếp – Phượng Hoàng',
    description:
      'BTi Sport tại Phượng Hoàng: lịch trận dày, kèo trước trận và trong trận, giao diện gọn cho màn hình nhỏ. Đăng nhập, chọn trận và đặt cược trong vài chạm.',
    keywords: 'phượng hoàng, bti sport, bti sports, kèo bti, cá cược bti',
    h1: 'BTi Sport',
  },
  '/the-thao/im-sport': {
    title: 'IM Sport tỷ lệ theo trận – Phượng Hoàng',
    description:
      'IM Sport tại Phượng Hoàng: lọc kèo theo môn và giải, tỷ lệ chạy theo diễn biến trận, đặt cược ngay trong khung chơi tích hợp bằng tài khoản Phượng Hoàng.',
    keywords: 'phượng hoàng, im sport, im sports, kèo im sport, cá cược im',
    h1: 'IM Sport',
  },
  '/the-thao/the-thao-ao-pp': {
    title: 'Thể thao ảo PP, vài phút một trận – Phượng Hoàng',
    description:
      'Thể thao ảo PP tại Phượng Hoàng: trận ảo nối trận ảo, vài phút là có kết quả. Không cần chờ giải thật khởi tranh, lúc nào cũng có trận để theo dõi và đặt cược.',
    keywords: 'phượng hoàng, thể thao ảo pp, bóng đá ảo, virtual sports, thể thao ảo',
    h1: 'Thể thao ảo PP',
  },
  '/the-thao/the-thao-ao-saba': {
    title: 'Thể thao ảo SABA liên tục – Phượng Hoàng',
    description:
      'Thể thao ảo SABA tại Phượng Hoàng: giải bóng đá mô phỏng chạy liên tục, kèo quen thuộc như trận thật, kết quả chốt chỉ sau vài phút thi đấu.',
    keywords: 'phượng hoàng, thể thao ảo saba, bóng đá ảo saba, saba virtual sports, cược ảo',
    h1: 'Thể thao ảo SABA',
  },
  '/the-thao/the-thao-ao-im': {
    title: 'Thể thao ảo IM suốt ngày đêm – Phượng Hoàng',
    description:
      'Thể thao ảo IM tại Phượng Hoàng: trận mô phỏng ngắn gọn, lịch đấu nối tiếp suốt ngày đêm. Xem trận kế tiếp, chọn kèo, chờ vài phút là có kết quả.',
    keywords: 'phượng hoàng, thể thao ảo im, im virtual, bóng đá ảo im, thể thao ảo 24h',
    h1: 'Thể thao ảo IM',
  },
  '/the-thao/the-thao-ao-ksport': {
    title: 'Thể thao ảo K-Sport nhịp nhanh – Phượng Hoàng',
    description:
      'Thể thao ảo K-Sport tại Phượng Hoàng: cách cược như K-Sport thật nhưng trận ngắn hơn, kết quả đến nhanh hơn. Lựa chọn hợp lý khi các giải thật đang nghỉ.',
    keywords: 'phượng hoàng, thể thao ảo k-sport, k-sport ảo, bóng đá ảo, cược thể thao ảo',
    h1: 'Thể thao ảo K-Sport',
  },

  '/lo-de': {
    title: 'Lô đề, xổ số nhanh 1, 3, 5 phút – Phượng Hoàng',
    description:
      'Xổ số nhanh là thế mạnh của Phượng Hoàng. Thích tốc độ: lô đề siêu tốc quay 1, 3 hoặc 5 phút. Thích truyền thống: lô đề 3 miền. Hay chọn Mega 6/45, Power 6/55.',
    keywords: 'phượng hoàng, xổ số nhanh, lô đề siêu tốc, lô đề online, lô đề 3 miền, xổ số 1 phút',
    h1: 'Lô đề',
    h2: 'Xổ số nhanh từng phút và lô đề ba miền',
  },
  '/lo-de/lo-de-3-mien': {
    title: 'Lô đề 3 miền online – Phượng Hoàng',
    description:
      'Lô đề 3 miền tại Phượng Hoàng: đặt số theo kết quả xổ số miền Bắc, miền Trung, miền Nam mỗi ngày, xem bảng kết quả và lịch sử cược ngay trong tài khoản.',
    keywords: 'phượng hoàng, lô đề 3 miền, đánh lô đề online, xổ số miền bắc, xổ số miền nam',
    h1: 'Lô đề 3 miền',
  },
  '/lo-de/lo-de-sieu-toc': {
    title: 'Xổ số nhanh: lô đề siêu tốc – Phượng Hoàng',
    description:
      'Lô đề siêu tốc Phượng Hoàng: kỳ quay 1 phút, 3 phút hoặc 5 phút, nối tiếp suốt ngày. Chọn nhịp, chọn số, xem kết quả ngay, không phải đợi xổ số buổi chiều.',
    keywords: 'phượng hoàng, lô đề siêu tốc, xổ số nhanh, xổ số 1 phút, xổ số 5 phút, lô đề nhanh',
    h1: 'Lô đề siêu tốc',
  },
  '/lo-de/mega645': {
    title: 'Mega 6/45 – Phượng Hoàng',
    description:
      'Mega 6/45 tại Phượng Hoàng: chọn 6 con số trong dãy 01–45, lưu vé trong tài khoản và dò kết quả từng kỳ quay. Luật chơi và cơ cấu giải có ngay trên trang.',
    keywords: 'phượng hoàng, mega 6/45, xổ số mega 6/45, dò vé mega, kết quả mega 6/45',
    h1: 'Mega 6/45',
  },
  '/lo-de/power655': {
    title: 'Power 6/55 – Phượng Hoàng',
    description:
      'Power 6/55 tại Phượng Hoàng: bộ 6 số trong dãy 01–55, theo dõi vé đã đặt và kết quả từng kỳ ngay trong tài khoản. Luật chơi ngắn gọn, đọc qua là hiểu.',
    keywords: 'phượng hoàng, power 6/55, xổ số power 6/55, dò vé power, kết quả power 6/55',
    h1: 'Power 6/55',
  },

  '/da-ga': {
    title: 'Đá gà trực tiếp – Phượng Hoàng',
    description:
      'Đá gà Phượng Hoàng: hai sàn GA28 và WS168 phát trực tiếp, trận nối trận. Xem hình rõ, theo dõi tỷ lệ và đặt cược ngay trên điện thoại khi đã đăng nhập.',
    keywords: 'phượng hoàng, đá gà trực tiếp, đá gà online, cá cược đá gà, xem đá gà hôm nay',
    h1: 'Đá gà',
    h2: 'GA28 và WS168, trận nối trận',
  },
  '/da-ga-ga28': {
    title: 'Đá gà GA28 – Phượng Hoàng',
    description:
      'GA28 trên Phượng Hoàng: sàn đá gà phát trực tiếp với nhịp trận dồn dập, tỷ lệ rõ ràng cho từng trận và lịch sử kết quả để bạn tra cứu nhanh.',
    keywords: 'phượng hoàng, đá gà ga28, ga28 trực tiếp, sàn ga28, kết quả ga28',
    h1: 'Đá gà GA28',
  },
  '/da-ga-ws168': {
    title: 'Đá gà WS168 – Phượng Hoàng',
    description:
      'WS168 tại Phượng Hoàng: xem đá gà trực tiếp từ sàn WS168, nhiều trận trong ngày, đặt cược nhanh bằng tài khoản Phượng Hoàng, không cần đăng ký nơi khác.',
    keywords: 'phượng hoàng, đá gà ws168, ws168 trực tiếp, sàn ws168, kết quả ws168',
    h1: 'Đá gà WS168',
  },

  '/gioi-thieu': {
    title: 'Giới thiệu Phượng Hoàng',
    description:
      'Phượng Hoàng: nền tảng giải trí trực tuyến tiếng Việt, mạnh về thể thao và xổ số nhanh, kèm live casino, nổ hũ, đá gà. Đội hỗ trợ trực 24/7 qua hotline, email.',
    keywords: 'phượng hoàng, giới thiệu phượng hoàng, phượng hoàng là gì, nhà cái phượng hoàng, phuonghoang',
    h1: 'Giới thiệu Phượng Hoàng',
  },
  '/dieu-khoan-dieu-kien': {
    title: 'Điều khoản và điều kiện – Phượng Hoàng',
    description:
      'Điều khoản Phượng Hoàng: quy định về mở và dùng tài khoản, nạp rút, điều kiện khuyến mãi, cùng các trường hợp nhà cái khóa tài khoản vì vi phạm hay gian lận.',
    keywords: 'phượng hoàng, điều khoản phượng hoàng, điều kiện sử dụng, quy định khuyến mãi, khóa tài khoản',
    h1: 'Điều khoản và điều kiện',
  },
  '/chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật – Phượng Hoàng',
    description:
      'Chính sách bảo mật Phượng Hoàng: dữ liệu nào được thu thập khi bạn chơi, dùng để làm gì, được bảo vệ thế nào và cách giữ an toàn cho tài khoản, mật khẩu.',
    keywords: 'phượng hoàng, chính sách bảo mật, bảo mật dữ liệu, an toàn tài khoản, quyền riêng tư',
    h1: 'Chính sách bảo mật',
  },
  '/huong-dan-nap-tien': {
    title: 'Hướng dẫn nạp tiền nhanh – Phượng Hoàng',
    description:
      'Nạp tiền Phượng Hoàng theo cách bạn chọn: quét QR chuyển khoản nhanh (tối thiểu 50K), ví điện tử, thẻ cào, hay tiền mã hoá với 2–5 phút chờ xác nhận.',
    keywords: 'phượng hoàng, nạp tiền phượng hoàng, nạp tiền qr, nạp tiền nhanh, nạp usdt, nạp thẻ cào',
    h1: 'Hướng dẫn nạp tiền',
  },
  '/huong-dan-rut-tien': {
    title: 'Hướng dẫn rút tiền – Phượng Hoàng',
    description:
      'Rút tiền ở Phượng Hoàng: về tài khoản ngân hàng của chính bạn (đã xác minh), về ví crypto, hoặc đổi thẻ cào với phí Viettel 13%, Vinaphone 11%, Mobifone 13%.',
    keywords: 'phượng hoàng, rút tiền phượng hoàng, rút tiền ngân hàng, rút usdt, rút thẻ cào',
    h1: 'Hướng dẫn rút tiền',
  },
  '/huong-dan-dang-ky': {
    title: 'Hướng dẫn đăng ký – Phượng Hoàng',
    description:
      'Tạo tài khoản Phượng Hoàng: tên tài khoản dài 6–29 ký tự, mật khẩu từ 6 ký tự, không dấu, không khoảng cách, kèm số điện thoại của bạn. Chỉ người đủ 18 tuổi.',
    keywords: 'phượng hoàng, đăng ký phượng hoàng, tạo tài khoản, hướng dẫn đăng ký, đăng ký nhà cái',
    h1: 'Hướng dẫn đăng ký',
  },
  '/code-tan-thu': {
    title: 'Code tân thủ – Phượng Hoàng',
    description:
      'Code tân thủ Phượng Hoàng cho người chơi mới: điều kiện nhận mã, yêu cầu xác minh số điện thoại và mức tổng cược cần hoàn thành trước khi rút thưởng.',
    keywords: 'phượng hoàng, code tân thủ, code tân thủ phượng hoàng, giftcode tân thủ, code người mới',
    h1: 'Code tân thủ',
  },
  '/huong-dan-nhan-gift-code': {
    title: 'Cách nhận gift code – Phượng Hoàng',
    description:
      'Nhận gift code Phượng Hoàng: xác minh SIM Viettel, Mobifone hoặc Vinaphone, gõ mã (chỉ chữ và số, tối đa 20 ký tự) rồi theo dõi tổng cược ở mục lịch sử.',
    keywords: 'phượng hoàng, cách nhận gift code, nhập code phượng hoàng, gift code, lịch sử gift code',
    h1: 'Hướng dẫn nhận gift code',
  },
  '/cau-hoi-thuong-gap': {
    title: 'Câu hỏi thường gặp – Phượng Hoàng',
    description:
      'Giải đáp nhanh câu hỏi thường gặp tại Phượng Hoàng: đăng ký, đăng nhập, nạp rút, khuyến mãi, gift code và cá cược thể thao. Chưa rõ? Gọi 1900 6870.',
    keywords: 'phượng hoàng, câu hỏi thường gặp, hỏi đáp phượng hoàng, hỗ trợ phượng hoàng, giải đáp nạp rút',
    h1: 'Câu hỏi thường gặp',
  },
  '/tin-tuc': {
    title: 'Tin thể thao, nhận định – Phượng Hoàng',
    description:
      'Tin tức Phượng Hoàng: nhận định trước giờ bóng lăn, tin chuyển nhượng, lịch và kết quả các giải, kèm thông báo ưu đãi mới dành cho thành viên.',
    keywords: 'phượng hoàng, tin thể thao, nhận định bóng đá, tin tức phượng hoàng, kết quả bóng đá',
    h1: 'Tin tức',
  },
  '/nhiem-vu': {
    title: 'Nhiệm vụ nhận thưởng – Phượng Hoàng',
    description:
      'Nhiệm vụ Phượng Hoàng có hai dạng: làm trong ngày và cộng dồn theo kỳ. Điểm danh, nạp, cược để đẩy tiến độ; chạm mốc là bấm nhận thưởng ngay trên trang.',
    keywords: 'phượng hoàng, nhiệm vụ phượng hoàng, nhiệm vụ tích lũy, nhiệm vụ hằng ngày, nhận thưởng',
    h1: 'Nhiệm vụ',
  },
  '/mini-games': {
    title: 'Mini game – Phượng Hoàng',
    description:
      'Mini game Phượng Hoàng: trò chơi nhỏ bật ngay trên trang, chơi song song khi đang xem kèo hay chờ kỳ quay. Đăng nhập để mở, mỗi lượt chỉ mất ít giây.',
    keywords: 'phượng hoàng, mini game, mini game phượng hoàng, game nhỏ, trò chơi nhanh',
    h1: 'Mini game',
  },
  '/install-app': {
    title: 'Tải app Phượng Hoàng',
    description:
      'Tải app Phượng Hoàng để vào kèo và kỳ quay chỉ với một chạm từ màn hình chính. Ứng dụng nhẹ, cài thẳng từ trình duyệt trên điện thoại Android và iOS.',
    keywords: 'phượng hoàng, tải app phượng hoàng, ứng dụng phượng hoàng, app cá cược, phượng hoàng mobile',
    h1: 'Tải app Phượng Hoàng',
    h2: 'Một chạm từ màn hình chính',
  },
  '/install-app/android': {
    title: 'Cài app Phượng Hoàng trên Android',
    description:
      'Cài Phượng Hoàng trên Android: vào trang bằng Chrome, bấm Cài đặt ở lời gợi ý của trình duyệt, hoặc mở menu và chọn Thêm vào màn hình chính là xong.',
    keywords: 'phượng hoàng, phượng hoàng android, tải app android, cài ứng dụng android, app phượng hoàng',
    h1: 'Cài đặt trên Android',
  },
  '/install-app/ios': {
    title: 'Cài app Phượng Hoàng trên iOS',
    description:
      'Cài Phượng Hoàng trên iPhone: mở Safari, vào trang, chạm Chia sẻ, chọn Thêm vào MH chính. Biểu tượng Phượng Hoàng hiện ngay, lần sau chạm là vào kèo.',
    keywords: 'phượng hoàng, phượng hoàng ios, phượng hoàng iphone, cài app iphone, app phượng hoàng',
    h1: 'Cài đặt trên iOS',
  },
  '/choi-co-trach-nhiem': {
    title: 'Chơi có trách nhiệm – Phượng Hoàng',
    description:
      'Phượng Hoàng chỉ dành cho người đủ 18 tuổi. Cá cược là giải trí, không phải cách kiếm tiền: đặt ngân sách, nghỉ giải lao và dừng lại khi thấy mất kiểm soát.',
    keywords: 'phượng hoàng, chơi có trách nhiệm, cá cược có trách nhiệm, kiểm soát cá cược, nghiện cá độ',
    h1: 'Chơi có trách nhiệm',
    h2: 'Đặt giới hạn trước khi đặt cược',
  },
  '/lien-he': {
    title: 'Liên hệ Phượng Hoàng',
    description:
      'Liên hệ Phượng Hoàng 24/7: hotline 1900 6870, email hotro@phuonghoang.example hoặc chat trực tuyến ngay trên trang. Hỗ trợ tài khoản, nạp rút, khuyến mãi.',
    keywords: 'phượng hoàng, liên hệ phượng hoàng, hotline phượng hoàng, chat hỗ trợ, cskh phượng hoàng',
    h1: 'Liên hệ',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Phượng Hoàng',
    description:
      'Liên kết bạn mở không còn hoạt động trên Phượng Hoàng, có thể do gõ nhầm hoặc trang đã được gỡ. Quay về trang chủ để tiếp tục xem kèo và các trò chơi.',
    keywords: 'phượng hoàng, không tìm thấy trang, link hỏng, trang chủ phượng hoàng',
    h1: 'Không tìm thấy trang',
  },
};
