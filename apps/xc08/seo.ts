import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

/**
 * Kim Cương: premium and composed, speaks to "quý khách"; leads with live casino, a VIP feel and
 * unlimited rebates. Figures follow the spec: first-deposit bonus capped at 18 million (brand.ts).
 */
export const seo: SeoCopy<PublicRouteId> = {
  '/': {
    title: 'Kim Cương – Live casino đẳng cấp, hoàn trả không giới hạn',
    description:
      'Kim Cương mang đến trải nghiệm giải trí trực tuyến cao cấp: live casino với người chia bài thật, hoàn trả không giới hạn đến 1,5%, cùng thể thao, nổ hũ, lô đề.',
    keywords:
      'kim cương, live casino, casino trực tuyến cao cấp, hoàn trả không giới hạn, casino vip, nhà cái kim cương',
    h1: 'Kim Cương',
    h2: 'Live casino đẳng cấp, hoàn trả không giới hạn',
  },
  '/404': {
    title: 'Không tìm thấy trang (404) – Kim Cương',
    description:
      'Rất tiếc, trang quý khách yêu cầu không tồn tại trên Kim Cương hoặc đã được chuyển đi. Vui lòng kiểm tra đường dẫn hoặc trở về trang chủ để tiếp tục.',
    keywords: 'kim cương, lỗi 404, không tìm thấy trang, trang chủ kim cương',
    h1: 'Không tìm thấy trang',
  },
  '/500': {
    title: 'Đã có lỗi xảy ra – Kim Cương',
    description:
      'Kim Cương chân thành xin lỗi: hệ thống gặp sự cố khi xử lý yêu cầu của quý khách. Vui lòng thử lại sau ít phút hoặc liên hệ hotline 1900 6873 để được hỗ trợ.',
    keywords: 'kim cương, lỗi 500, lỗi hệ thống, hỗ trợ kim cương',
    h1: 'Đã có lỗi xảy ra',
  },
  '/maintenance': {
    title: 'Bảo trì hệ thống – Kim Cương',
    description:
      'Kim Cương đang bảo trì để nâng cao chất lượng dịch vụ. Kính mong quý khách quay lại sau; mọi yêu cầu cần xử lý gấp xin gửi về hotro@kimcuong.example.',
    keywords: 'kim cương, bảo trì hệ thống, kim cương bảo trì, thông báo bảo trì',
    h1: 'Bảo trì hệ thống',
  },

  '/live-casino': {
    title: 'Live casino đẳng cấp – Kim Cương',
    description:
      'Sảnh live casino Kim Cương: baccarat, blackjack, roulette, poker, rồng hổ cùng Sexy Casino, người chia bài chuyên nghiệp, hình ảnh sắc nét, phong cách VIP.',
    keywords: 'kim cương, live casino, live casino vip, baccarat trực tuyến, casino trực tiếp cao cấp',
    h1: 'Live casino',
    h2: 'Bàn chơi trực tiếp, phong cách VIP',
  },
  '/live-casino/bau-cua': {
    title: 'Bầu cua trực tuyến – Kim Cương',
    description:
      'Bầu cua tôm cá tại Kim Cương được nâng tầm: trò chơi dân gian quen thuộc trên bàn live chỉn chu, người chia lắc trực tiếp, giao diện sang trọng, dễ theo dõi.',
    keywords: 'kim cương, bầu cua trực tuyến, bầu cua tôm cá, bầu cua live, game bầu cua',
    h1: 'Bầu cua',
  },
  '/live-casino/xoc-dia': {
    title: 'Xóc đĩa trực tuyến – Kim Cương',
    description:
      'Xóc đĩa live tại Kim Cương: bàn chơi trang nhã, người chia xóc bát và mở kết quả ngay trước ống kính, các cửa chẵn lẻ cùng cửa tổ hợp được trình bày rõ ràng.',
    keywords: 'kim cương, xóc đĩa trực tuyến, xóc đĩa live, xóc đĩa online, xóc đĩa chẵn lẻ',
    h1: 'Xóc đĩa',
  },
  '/live-casino/roulette': {
    title: 'Roulette trực tuyến – Kim Cương',
    description:
      'Roulette tại Kim Cương: vòng quay cổ điển của các sòng bài quốc tế, người chia thật, hình ảnh sắc nét và bảng đặt cược trực quan cho mọi kiểu cược.',
    keywords: 'kim cương, roulette trực tuyến, roulette live, cò quay, chơi roulette',
    h1: 'Roulette',
  },
  '/live-casino/tai-xiu': {
    title: 'Tài xỉu trực tuyến – Kim Cương',
    description:
      'Tài xỉu (Sic Bo) tại Kim Cương: ba viên xúc xắc được lắc trực tiếp trên bàn live, quý khách chọn tài, xỉu, tổng điểm hay bộ ba, kết quả công bố tức thì.',
    keywords: 'kim cương, tài xỉu trực tuyến, sic bo, tài xỉu live, tài xỉu online',
    h1: 'Tài xỉu',
  },
  '/live-casino/poker': {
    title: 'Poker trực tuyến – Kim Cương',
    description:
      'Bàn poker live của Kim Cương dành cho người trân trọng sự tinh tế: người chia bài thật, nhịp chơi điềm tĩnh, thứ tự bài và luật chơi được trình bày rõ ràng.',
    keywords: 'kim cương, poker trực tuyến, poker live, poker casino, bàn poker',
    h1: 'Poker',
  },
  '/live-casino/rong-ho': {
    title: 'Rồng hổ trực tuyến – Kim Cương',
    description:
      'Rồng hổ tại Kim Cương: hai lá bài, hai cửa Rồng và Hổ, lá lớn hơn giành chiến thắng. Bàn live được thiết kế gọn gàng, thanh lịch, thao tác chỉ trong một chạm.',
    keywords: 'kim cương, rồng hổ, rồng hổ trực tuyến, dragon tiger, rồng hổ live',
    h1: 'Rồng hổ',
  },
  '/live-casino/baccarat': {
    title: 'Baccarat trực tuyến cao cấp – Kim Cương',
    description:
      'Baccarat, trò chơi biểu tượng của sòng bài quốc tế, tại Kim Cương: bàn live với người chia bài thật, bảng cầu chi tiết và không gian cược phong cách VIP.',
    keywords: 'kim cương, baccarat trực tuyến, baccarat vip, baccarat live, chơi baccarat',
    h1: 'Baccarat',
  },
  '/live-casino/blackjack': {
    title: 'Blackjack trực tuyến – Kim Cương',
    description:
      'Blackjack tại Kim Cương: thử thách kinh điển so bài với người chia để đạt gần 21 điểm nhất. Bàn live chỉn chu, quyết định rút hay dừng nằm trong tay quý khách.',
    keywords: 'kim cương, blackjack trực tuyến, blackjack live, xì dách, bài 21',
    h1: 'Blackjack',
  },
  '/live-casino/game-khac': {
    title: 'Trò chơi live khác – Kim Cương',
    description:
      'Bộ sưu tập live casino của Kim Cương còn nhiều trò chơi khác với người dẫn trực tiếp, được tuyển chọn để quý khách luôn có trải nghiệm mới mỗi lần ghé thăm.',
    keywords: 'kim cương, live casino, trò chơi live khác, game show trực tiếp, casino trực tuyến',
    h1: 'Trò chơi live khác',
  },
  '/live-casino/sexy-casino': {
    title: 'Sexy Casino – Kim Cương',
    description:
      'Sexy Casino tại Kim Cương: sảnh live nổi bật với các nữ dealer duyên dáng, bàn baccarat cùng nhiều trò khác phát trực tiếp chất lượng cao, vào bàn chỉ một chạm.',
    keywords: 'kim cương, sexy casino, sexy baccarat, ae sexy, dealer nữ',
    h1: 'Sexy Casino',
  },

  '/khuyen-mai': {
    title: 'Ưu đãi và hoàn trả – Kim Cương',
    description:
      'Ưu đãi tại Kim Cương: thưởng nạp đầu 100% hoặc 50%, tối đa 18 triệu đồng, cùng hoàn trả không giới hạn 1,35%, 1,4%, 1,45% và 1,5%. Xin xem điều kiện chi tiết.',
    keywords: 'kim cương, khuyến mãi kim cương, hoàn trả không giới hạn, thưởng nạp đầu, hoàn trả casino',
    h1: 'Ưu đãi',
    h2: 'Thưởng nạp đầu tối đa 18 triệu và hoàn trả không giới hạn',
  },
  '/khuyen-mai/khuyen-mai-100': {
    title: 'Thưởng nạp đầu 100% – Kim Cương',
    description:
      'Chào mừng quý khách đến Kim Cương với ưu đãi 100% cho lần nạp đầu, tối đa 18 triệu đồng. Điều kiện: 20 vòng cược, thời hạn 30 ngày. Chi tiết xem bên dưới.',
    keywords: 'kim cương, thưởng nạp đầu 100%, khuyến mãi 100%, ưu đãi nạp đầu, thưởng chào mừng',
    h1: 'Thưởng nạp đầu 100%',
  },
  '/khuyen-mai/khuyen-mai-50': {
    title: 'Thưởng nạp đầu 50% – Kim Cương',
    description:
      'Ưu đãi 50% cho lần nạp đầu tại Kim Cương, tối đa 18 triệu đồng, với yêu cầu 15 vòng cược trong thời hạn 30 ngày. Lựa chọn linh hoạt cho quý khách mới.',
    keywords: 'kim cương, thưởng nạp đầu 50%, khuyến mãi 50%, ưu đãi thành viên mới, thưởng nạp lần đầu',
    h1: 'Thưởng nạp đầu 50%',
  },
  '/khuyen-mai/hoan-tra-135': {
    title: 'Hoàn trả 1,35% không giới hạn – Kim Cương',
    description:
      'Kim Cương hoàn trả 1,35% không giới hạn cho quý khách. Tìm hiểu sản phẩm áp dụng, phương thức tính và thời điểm tiền hoàn được ghi nhận vào tài khoản.',
    keywords: 'kim cương, hoàn trả 1.35%, hoàn trả không giới hạn, cashback casino, tiền hoàn trả',
    h1: 'Hoàn trả 1,35%',
  },
  '/khuyen-mai/hoan-tra-14': {
    title: 'Hoàn trả 1,4% không giới hạn – Kim Cương',
    description:
      'Chương trình hoàn trả 1,4% của Kim Cương không giới hạn giá trị hoàn. Trang này trình bày rõ phạm vi áp dụng, cách tính và cách theo dõi trong tài khoản.',
    keywords: 'kim cương, hoàn trả 1.4%, cashback không giới hạn, hoàn trả kim cương, tiền hoàn',
    h1: 'Hoàn trả 1,4%',
  },
  '/khuyen-mai/hoan-tra-145': {
    title: 'Hoàn trả 1,45% không giới hạn – Kim Cương',
    description:
      'Hoàn trả 1,45% tại Kim Cương, không đặt giới hạn số tiền hoàn. Quý khách vui lòng tham khảo phạm vi sản phẩm, phương thức tính và điều kiện đi kèm.',
    keywords: 'kim cương, hoàn trả 1.45%, hoàn trả không giới hạn, cashback, ưu đãi hoàn trả',
    h1: 'Hoàn trả 1,45%',
  },
  '/khuyen-mai/hoan-tra-15': {
    title: 'Hoàn trả 1,5% không giới hạn – Kim Cương',
    description:
      'Mức hoàn trả 1,5%, cao nhất trong các chương trình của Kim Cương, không giới hạn giá trị. Xem chi tiết phạm vi áp dụng, cách tính và thời điểm nhận tiền hoàn.',
    keywords: 'kim cương, hoàn trả 1.5%, hoàn trả cao nhất, cashback 1.5%, hoàn trả không giới hạn',
    h1: 'Hoàn trả 1,5%',
  },

  '/su-kien': {
    title: 'Sự kiện dành cho thành viên – Kim Cương',
    description:
      'Kim Cương dành tặng thành viên một chuỗi sự kiện: mã quà tặng gift code, chương trình bù cược thua, nhiệm vụ mỗi ngày và phần thưởng khi cài ứng dụng.',
    keywords: 'kim cương, sự kiện kim cương, gift code kim cương, hoàn trả cược thua, nhiệm vụ hằng ngày',
    h1: 'Sự kiện',
    h2: 'Đặc quyền dành riêng cho thành viên',
  },
  '/su-kien/gift-code': {
    title: 'Gift code Kim Cương',
    description:
      'Nhập gift code Kim Cương để nhận phần thưởng dành riêng. Mã chỉ gồm chữ và số, không quá 20 ký tự, cần điện thoại đã xác thực; mỗi lúc chỉ áp dụng một mã chờ.',
    keywords: 'kim cương, gift code kim cương, code kim cương, nhập gift code, mã quà tặng',
    h1: 'Gift code',
  },
  '/su-kien/hoan-tra-cuoc': {
    title: 'Chương trình hoàn trả cược thua – Kim Cương',
    description:
      'Với sự kiện hoàn trả cược thua, Kim Cương gửi lại quý khách một phần giá trị các cược không thành công. Thể lệ, cách tính và thời gian nhận được nêu cụ thể.',
    keywords: 'kim cương, hoàn trả cược thua, hoàn tiền cược thua, sự kiện hoàn trả, bảo hiểm cược',
    h1: 'Hoàn trả cược thua',
  },
  '/su-kien/nhiem-vu': {
    title: 'Nhiệm vụ hằng ngày – Kim Cương',
    description:
      'Nhiệm vụ hằng ngày tại Kim Cương: điểm danh, nạp tiền hoặc đặt cược theo yêu cầu để nhận thưởng. Một số nhiệm vụ đòi hỏi đã nạp đầu và xác minh số điện thoại.',
    keywords: 'kim cương, nhiệm vụ hằng ngày, điểm danh nhận thưởng, nhiệm vụ sự kiện, thưởng hằng ngày',
    h1: 'Nhiệm vụ hằng ngày',
  },
  '/su-kien/thuong-tai-app': {
    title: 'Thưởng tải ứng dụng – Kim Cương',
    description:
      'Cài đặt ứng dụng Kim Cương để vào sảnh live casino nhanh chóng từ màn hình chính và nhận thưởng tải ứng dụng theo thể lệ. Hỗ trợ cả Android và iOS.',
    keywords: 'kim cương, thưởng tải app, ứng dụng kim cương, tải app kim cương, app casino',
    h1: 'Thưởng tải ứng dụng',
  },

  '/cong-game': {
    title: 'Cổng game nổ hũ, slot, game bài – Kim Cương',
    description:
      'Cổng game Kim Cương tuyển chọn nổ hũ, slot, game bài, sòng bài, keno, bắn cá và game nhanh từ nhiều nhà phát hành, sắp xếp theo thể loại để dễ lựa chọn.',
    keywords: 'kim cương, cổng game, nổ hũ, slot game, game bài, jackpot',
    h1: 'Cổng game',
    h2: 'Tuyển chọn theo thể loại',
  },
  '/cong-game/keno': {
    title: 'Keno trực tuyến – Kim Cương',
    description:
      'Keno tại Kim Cương: chọn bộ số, theo dõi kỳ quay và đối chiếu kết quả trên giao diện tinh gọn. Lịch sử kỳ quay luôn sẵn sàng để quý khách tham khảo.',
    keywords: 'kim cương, keno, keno trực tuyến, kết quả keno, chơi keno',
    h1: 'Keno',
  },
  '/cong-game/slot': {
    title: 'Slot game cao cấp – Kim Cương',
    description:
      'Slot tại Kim Cương là một bộ sưu tập tuyển chọn: chủ đề thiết kế công phu, tính năng thưởng riêng của từng trò, jackpot hiển thị trên mỗi ô game.',
    keywords: 'kim cương, slot game, slot trực tuyến, quay slot, slot jackpot',
    h1: 'Slot game',
  },
  '/cong-game/game-bai': {
    title: 'Game bài trực tuyến – Kim Cương',
    description:
      'Game bài tại Kim Cương: những trò bài quen thuộc với người Việt trên giao diện thanh lịch, luật chơi rõ ràng, trải nghiệm mượt trên điện thoại lẫn máy tính.',
    keywords: 'kim cương, game bài, game bài trực tuyến, đánh bài online, game bài đổi thưởng',
    h1: 'Game bài',
  },
  '/cong-game/song-bai': {
    title: 'Sòng bài trực tuyến – Kim Cương',
    description:
      'Sòng bài điện tử Kim Cương: baccarat, roulette, blackjack vận hành tức thì, không cần chờ người chia, phù hợp khi quý khách muốn chủ động nhịp chơi của mình.',
    keywords: 'kim cương, sòng bài trực tuyến, casino điện tử, table game, bàn casino',
    h1: 'Sòng bài',
  },
  '/cong-game/ban-ca': {
    title: 'Bắn cá trực tuyến – Kim Cương',
    description:
      'Bắn cá tại Kim Cương: đại dương đồ họa sắc nét, nhiều loài cá và boss, phòng chơi chia theo mức đạn để quý khách chọn nhịp độ phù hợp với mình.',
    keywords: 'kim cương, bắn cá, bắn cá trực tuyến, game bắn cá, bắn cá đổi thưởng',
    h1: 'Bắn cá',
  },
  '/cong-game/game-nhanh': {
    title: 'Game nhanh – Kim Cương',
    description:
      'Game nhanh tại Kim Cương: những ván chơi ngắn gọn, luật đơn giản, kết quả hiển thị ngay, dành cho quý khách muốn giải trí trong quãng thời gian ngắn giữa ngày.',
    keywords: 'kim cương, game nhanh, trò chơi nhanh, game ván ngắn, game giải trí',
    h1: 'Game nhanh',
  },
  '/cong-game/no-hu': {
    title: 'Nổ hũ jackpot – Kim Cương',
    description:
      'Sảnh nổ hũ Kim Cương: các trò quay hũ với quỹ jackpot cập nhật trực tiếp trên từng trò chơi. Quý khách vui lòng chọn mức cược phù hợp và chơi trong giới hạn.',
    keywords: 'kim cương, nổ hũ, jackpot, quay hũ, game nổ hũ',
    h1: 'Nổ hũ',
  },
  '/cong-game/game-khac': {
    title: 'Quay số và trò chơi khác – Kim Cương',
    description:
      'Ngoài slot và game bài, Kim Cương còn có quay số cùng các trò chơi số khác, giao diện tinh gọn, kết quả rõ ràng. Lưu trò yêu thích để truy cập nhanh hơn.',
    keywords: 'kim cương, quay số, number game, trò chơi số, game khác',
    h1: 'Quay số và trò chơi khác',
  },

  '/the-thao': {
    title: 'Cá cược thể thao – Kim Cương',
    description:
      'Thể thao Kim Cương: kèo bóng đá, bóng rổ, quần vợt từ các sảnh K-Sport, SABA Sport, BTi Sport và IM Sport, thêm thể thao ảo, tất cả trên một tài khoản duy nhất.',
    keywords: 'kim cương, cá cược thể thao, cá cược bóng đá, kèo bóng đá, thể thao ảo',
    h1: 'Thể thao',
    h2: 'Nhiều sảnh cược trên một tài khoản',
  },
  '/lich-thi-dau': {
    title: 'Lịch thi đấu – Kim Cương',
    description:
      'Lịch thi đấu tại Kim Cương: các trận bóng đá và sự kiện thể thao sắp diễn ra, trình bày theo ngày và giờ Việt Nam, giúp quý khách chủ động theo dõi.',
    keywords: 'kim cương, lịch thi đấu, lịch thi đấu bóng đá, lịch thể thao, lịch bóng đá hôm nay',
    h1: 'Lịch thi đấu',
  },
  '/the-thao/k-sport': {
    title: 'Sảnh K-Sport – Kim Cương',
    description:
      'Sảnh K-Sport tại Kim Cương: kèo bóng đá từ các giải lớn châu Âu đến giải trong nước, cược trước trận và trực tiếp, mở ngay trong khung chơi tích hợp.',
    keywords: 'kim cương, k-sport, kèo k-sport, cá cược k-sport, kèo bóng đá',
    h1: 'K-Sport',
  },
  '/the-thao/saba-sport': {
    title: 'Sảnh SABA Sport – Kim Cương',
    description:
      'SABA Sport tại Kim Cương: danh mục môn thể thao phong phú từ bóng đá, bóng rổ, quần vợt đến thể thao điện tử, với nhiều định dạng tỷ lệ cược tùy chọn.',
    keywords: 'kim cương, saba sport, kèo saba, cá cược saba, saba sports',
    h1: 'SABA Sport',
  },
  '/the-thao/bti-sport': {
    title: 'Sảnh BTi Sport – Kim Cương',
    description:
      'BTi Sport tại Kim Cương: giao diện cá cược thể thao rõ ràng, kèo trước trận và trong trận, thông tin trận đấu sắp xếp khoa học để quý khách dễ theo dõi.',
    keywords: 'kim cương, bti sport, kèo bti, cá cược bti, bti sports',
    h1: 'BTi Sport',
  },
  '/the-thao/im-sport': {
    title: 'Sảnh IM Sport – Kim Cương',
    description:
      'IM Sport tại Kim Cương: cá cược bóng đá và nhiều môn phổ biến, tỷ lệ cập nhật theo diễn biến, đặt cược ngay trong khung chơi bằng tài khoản Kim Cương.',
    keywords: 'kim cương, im sport, kèo im sport, cá cược im sport, im sports',
    h1: 'IM Sport',
  },
  '/the-thao/the-thao-ao-pp': {
    title: 'Thể thao ảo PP đồ họa chân thực – Kim Cương',
    description:
      'Thể thao ảo PP tại Kim Cương: các trận đấu mô phỏng với đồ họa chân thực, diễn ra liên tục trong ngày, mỗi trận chỉ kéo dài vài phút.',
    keywords: 'kim cương, thể thao ảo pp, bóng đá ảo, thể thao ảo, virtual sports',
    h1: 'Thể thao ảo PP',
  },
  '/the-thao/the-thao-ao-saba': {
    title: 'Thể thao ảo SABA – Kim Cương',
    description:
      'Thể thao ảo SABA tại Kim Cương: giải đấu mô phỏng vận hành liên tục, kèo cược quen thuộc như thể thao thật, kết quả được công bố chỉ sau vài phút.',
    keywords: 'kim cương, thể thao ảo saba, bóng đá ảo saba, saba virtual, cá cược thể thao ảo',
    h1: 'Thể thao ảo SABA',
  },
  '/the-thao/the-thao-ao-im': {
    title: 'Thể thao ảo IM – Kim Cương',
    description:
      'Thể thao ảo IM tại Kim Cương: lịch trận mô phỏng nối tiếp suốt ngày đêm, giao diện chọn kèo gọn gàng, kết quả hiển thị ngay khi trận đấu kết thúc.',
    keywords: 'kim cương, thể thao ảo im, bóng đá ảo im, im virtual, cược thể thao ảo',
    h1: 'Thể thao ảo IM',
  },
  '/the-thao/the-thao-ao-ksport': {
    title: 'Thể thao ảo K-Sport – Kim Cương',
    description:
      'Thể thao ảo K-Sport tại Kim Cương: trận đấu mô phỏng với hệ thống kèo tương tự K-Sport, thời lượng ngắn, phù hợp để theo dõi ngoài lịch thi đấu thật.',
    keywords: 'kim cương, thể thao ảo k-sport, k-sport ảo, bóng đá ảo, thể thao ảo',
    h1: 'Thể thao ảo K-Sport',
  },

  '/lo-de': {
    title: 'Lô đề và xổ số trực tuyến – Kim Cương',
    description:
      'Xổ số tại Kim Cương được sắp đặt gọn gàng: lô đề Bắc, Trung, Nam theo xổ số kiến thiết; kỳ quay siêu tốc chu kỳ 1, 3 hoặc 5 phút; vé Mega 6/45 và Power 6/55.',
    keywords: 'kim cương, lô đề online, xổ số trực tuyến, lô đề 3 miền, lô đề siêu tốc',
    h1: 'Lô đề',
    h2: 'Lô đề ba miền, siêu tốc và xổ số sáu số',
  },
  '/lo-de/lo-de-3-mien': {
    title: 'Lô đề 3 miền trực tuyến – Kim Cương',
    description:
      'Lô đề 3 miền tại Kim Cương theo kết quả xổ số kiến thiết miền Bắc, miền Trung và miền Nam. Chọn đài, đặt số và tra cứu kết quả trên giao diện rõ ràng.',
    keywords: 'kim cương, lô đề 3 miền, xổ số miền bắc, xổ số miền nam, xổ số miền trung',
    h1: 'Lô đề 3 miền',
  },
  '/lo-de/lo-de-sieu-toc': {
    title: 'Lô đề siêu tốc – Kim Cương',
    description:
      'Lô đề siêu tốc tại Kim Cương với chu kỳ quay 1, 3 hoặc 5 phút, để quý khách lựa chọn nhịp độ phù hợp. Kết quả mỗi kỳ được công bố ngay trên trang.',
    keywords: 'kim cương, lô đề siêu tốc, xổ số siêu tốc, xổ số nhanh, lô đề 1 phút',
    h1: 'Lô đề siêu tốc',
  },
  '/lo-de/mega645': {
    title: 'Mega 6/45 – Kim Cương',
    description:
      'Mega 6/45 tại Kim Cương: chọn 6 số từ 01 đến 45, quản lý vé trong tài khoản và tra cứu kết quả từng kỳ. Luật chơi và cơ cấu giải được trình bày đầy đủ.',
    keywords: 'kim cương, mega 6/45, xổ số mega 6/45, kết quả mega, vé mega trực tuyến',
    h1: 'Mega 6/45',
  },
  '/lo-de/power655': {
    title: 'Power 6/55 – Kim Cương',
    description:
      'Power 6/55 tại Kim Cương: lựa chọn 6 số trong dãy 01–55, lưu giữ vé trong tài khoản và tra cứu kết quả mỗi kỳ quay trên giao diện thanh lịch, dễ dùng.',
    keywords: 'kim cương, power 6/55, xổ số power 6/55, kết quả power, vé power trực tuyến',
    h1: 'Power 6/55',
  },

  '/da-ga': {
    title: 'Đá gà trực tiếp – Kim Cương',
    description:
      'Đá gà tại Kim Cương: phát trực tiếp từ hai sàn GA28 và WS168 với chất lượng hình ảnh cao, thông tin trận đấu rõ ràng và đặt cược thuận tiện trên mọi thiết bị.',
    keywords: 'kim cương, đá gà trực tiếp, đá gà online, xem đá gà, cá cược đá gà',
    h1: 'Đá gà',
    h2: 'Trực tiếp từ GA28 và WS168',
  },
  '/da-ga-ga28': {
    title: 'Đá gà GA28 – Kim Cương',
    description:
      'Sàn đá gà GA28 tại Kim Cương: phát trực tiếp chất lượng cao, tỷ lệ cược từng trận và lịch sử kết quả được cập nhật, truy cập bằng tài khoản Kim Cương.',
    keywords: 'kim cương, đá gà ga28, sàn ga28, ga28 trực tiếp, xem ga28',
    h1: 'Đá gà GA28',
  },
  '/da-ga-ws168': {
    title: 'Đá gà WS168 – Kim Cương',
    description:
      'Sàn đá gà WS168 tại Kim Cương: trực tiếp nhiều trận mỗi ngày, hình ảnh sắc nét, thông tin tỷ lệ rõ ràng và đặt cược liền mạch trong cùng một tài khoản.',
    keywords: 'kim cương, đá gà ws168, sàn ws168, ws168 trực tiếp, xem ws168',
    h1: 'Đá gà WS168',
  },

  '/gioi-thieu': {
    title: 'Về Kim Cương',
    description:
      'Kim Cương là nền tảng giải trí trực tuyến cao cấp cho người Việt, nổi bật với live casino và hoàn trả không giới hạn, cùng đội ngũ hỗ trợ tận tâm 24/7.',
    keywords: 'kim cương, giới thiệu kim cương, kim cương là gì, nhà cái kim cương, kimcuong',
    h1: 'Về Kim Cương',
  },
  '/dieu-khoan-dieu-kien': {
    title: 'Điều khoản và điều kiện – Kim Cương',
    description:
      'Điều khoản của Kim Cương quy định việc sử dụng tài khoản, giao dịch nạp rút, tham gia khuyến mãi và quyền khóa tài khoản khi phát hiện vi phạm hoặc gian lận.',
    keywords: 'kim cương, điều khoản kim cương, điều kiện sử dụng, quy định khuyến mãi, chính sách tài khoản',
    h1: 'Điều khoản và điều kiện',
  },
  '/chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật – Kim Cương',
    description:
      'Kim Cương coi trọng sự riêng tư của quý khách. Chính sách bảo mật nêu rõ thông tin được thu thập, mục đích sử dụng, biện pháp bảo vệ và khuyến nghị bảo mật.',
    keywords: 'kim cương, chính sách bảo mật, quyền riêng tư, bảo mật thông tin, bảo mật tài khoản',
    h1: 'Chính sách bảo mật',
  },
  '/huong-dan-nap-tien': {
    title: 'Hướng dẫn nạp tiền – Kim Cương',
    description:
      'Nạp tiền tại Kim Cương theo bốn phương thức: QR chuyển khoản nhanh (tối thiểu 50K), thẻ cào, ví điện tử và tiền mã hoá, được xác nhận trong 2–5 phút.',
    keywords: 'kim cương, nạp tiền kim cương, phương thức nạp tiền, nạp tiền qr, nạp usdt, nạp thẻ cào',
    h1: 'Hướng dẫn nạp tiền',
  },
  '/huong-dan-rut-tien': {
    title: 'Hướng dẫn rút tiền – Kim Cương',
    description:
      'Kim Cương hỗ trợ rút tiền qua ba kênh: ngân hàng đứng tên chủ tài khoản đã xác minh, tiền mã hoá và thẻ cào (phí 13% Viettel, 11% Vinaphone, 13% Mobifone).',
    keywords: 'kim cương, rút tiền kim cương, phương thức rút tiền, rút tiền ngân hàng, rút usdt',
    h1: 'Hướng dẫn rút tiền',
  },
  '/huong-dan-dang-ky': {
    title: 'Đăng ký tài khoản Kim Cương',
    description:
      'Đăng ký thành viên Kim Cương: tên đăng nhập 6–29 ký tự, mật khẩu tối thiểu 6 ký tự, viết liền không dấu, kèm số điện thoại. Chỉ dành cho khách hàng từ 18 tuổi.',
    keywords: 'kim cương, đăng ký kim cương, tạo tài khoản kim cương, đăng ký thành viên, hướng dẫn đăng ký',
    h1: 'Hướng dẫn đăng ký',
  },
  '/code-tan-thu': {
    title: 'Code tân thủ – Kim Cương',
    description:
      'Code tân thủ là lời chào của Kim Cương gửi thành viên mới. Trang này trình bày cách nhận mã, yêu cầu xác minh điện thoại và mức cược cần hoàn tất để rút.',
    keywords: 'kim cương, code tân thủ, code tân thủ kim cương, giftcode thành viên mới, mã thưởng',
    h1: 'Code tân thủ',
  },
  '/huong-dan-nhan-gift-code': {
    title: 'Hướng dẫn nhận gift code – Kim Cương',
    description:
      'Để nhận gift code tại Kim Cương, quý khách xác thực số thuê bao Vinaphone, Viettel hoặc Mobifone, nhập mã dài tối đa 20 ký tự và theo dõi tiến độ cược.',
    keywords: 'kim cương, nhận gift code, hướng dẫn gift code, gift code kim cương, lịch sử gift code',
    h1: 'Hướng dẫn nhận gift code',
  },
  '/cau-hoi-thuong-gap': {
    title: 'Câu hỏi thường gặp – Kim Cương',
    description:
      'Giải đáp câu hỏi thường gặp tại Kim Cương về tài khoản, nạp rút, ưu đãi, hoàn trả và gift code. Đội ngũ hỗ trợ 24/7 luôn sẵn sàng khi quý khách cần thêm.',
    keywords: 'kim cương, câu hỏi thường gặp, hỏi đáp kim cương, hỗ trợ kim cương, giải đáp hoàn trả',
    h1: 'Câu hỏi thường gặp',
  },
  '/tin-tuc': {
    title: 'Tin tức – Kim Cương',
    description:
      'Tin tức Kim Cương: thông báo ưu đãi, sự kiện dành cho thành viên, cẩm nang live casino và nhận định thể thao, được biên tập chọn lọc và cập nhật thường xuyên.',
    keywords: 'kim cương, tin tức kim cương, cẩm nang casino, nhận định thể thao, thông báo ưu đãi',
    h1: 'Tin tức',
  },
  '/nhiem-vu': {
    title: 'Nhiệm vụ và phần thưởng – Kim Cương',
    description:
      'Nhiệm vụ tại Kim Cương chia hai nhóm, hằng ngày và tích lũy: điểm danh, nạp tiền, đặt cược để hoàn thành mục tiêu và nhận phần thưởng tương ứng.',
    keywords: 'kim cương, nhiệm vụ kim cương, nhiệm vụ tích lũy, nhiệm vụ hằng ngày, phần thưởng nhiệm vụ',
    h1: 'Nhiệm vụ',
  },
  '/mini-games': {
    title: 'Mini game – Kim Cương',
    description:
      'Mini game tại Kim Cương: trò chơi nhỏ mở ngay trên trang, giúp quý khách giải trí nhẹ nhàng giữa các ván live casino. Vui lòng đăng nhập để sử dụng.',
    keywords: 'kim cương, mini game, mini game kim cương, trò chơi nhỏ, game giải trí',
    h1: 'Mini game',
  },
  '/install-app': {
    title: 'Tải ứng dụng Kim Cương',
    description:
      'Cài đặt ứng dụng Kim Cương lên màn hình chính để truy cập sảnh live casino và ưu đãi chỉ với một chạm. Hướng dẫn chi tiết cho Android và iOS bên dưới.',
    keywords: 'kim cương, tải app kim cương, ứng dụng kim cương, app kim cương android, app kim cương ios',
    h1: 'Tải ứng dụng Kim Cương',
    h2: 'Truy cập chỉ với một chạm',
  },
  '/install-app/android': {
    title: 'Cài đặt Kim Cương trên Android',
    description:
      'Trên điện thoại Android, quý khách mở Kim Cương bằng Chrome rồi xác nhận lời mời cài ứng dụng, hoặc vào menu trình duyệt và chọn Thêm vào màn hình chính.',
    keywords: 'kim cương, kim cương android, tải kim cương android, cài ứng dụng android, app kim cương',
    h1: 'Cài đặt trên Android',
  },
  '/install-app/ios': {
    title: 'Cài đặt Kim Cương trên iOS',
    description:
      'Cài đặt Kim Cương trên iPhone và iPad: truy cập bằng Safari, chọn biểu tượng Chia sẻ rồi Thêm vào MH chính. Ứng dụng sẽ mở ở chế độ toàn màn hình.',
    keywords: 'kim cương, kim cương ios, kim cương iphone, cài app iphone, ứng dụng kim cương',
    h1: 'Cài đặt trên iOS',
  },
  '/choi-co-trach-nhiem': {
    title: 'Chơi có trách nhiệm – Kim Cương',
    description:
      'Kim Cương chỉ phục vụ khách hàng từ 18 tuổi. Giải trí đẳng cấp bắt đầu từ sự tự chủ: hãy đặt hạn mức chi tiêu và thời gian, liên hệ chúng tôi khi cần hỗ trợ.',
    keywords: 'kim cương, chơi có trách nhiệm, cá cược có trách nhiệm, giới hạn chi tiêu, hỗ trợ người chơi',
    h1: 'Chơi có trách nhiệm',
    h2: 'Giải trí đẳng cấp bắt đầu từ sự tự chủ',
  },
  '/lien-he': {
    title: 'Liên hệ Kim Cương',
    description:
      'Liên hệ Kim Cương qua hotline 1900 6873, email hotro@kimcuong.example hoặc chat trực tuyến. Đội ngũ chăm sóc khách hàng phục vụ quý khách 24/7.',
    keywords: 'kim cương, liên hệ kim cương, hotline kim cương, chăm sóc khách hàng, hỗ trợ 24/7',
    h1: 'Liên hệ',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Kim Cương',
    description:
      'Trang quý khách truy cập không có trên Kim Cương, có thể do đường dẫn chưa chính xác hoặc trang đã được gỡ bỏ. Vui lòng quay về trang chủ để tiếp tục.',
    keywords: 'kim cương, không tìm thấy trang, trang không tồn tại, trang chủ kim cương',
    h1: 'Không tìm thấy trang',
  },
};
