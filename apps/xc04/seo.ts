import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

/**
 * Sen Hồng: gentle and friendly, speaks to "bạn"; leads with casino and game bài. Figures follow the
 * spec: first-deposit bonus capped at 12 million (brand.ts).
 */
export const seo: SeoCopy<PublicRouteId> = {
  '/': {
    title: 'Sen Hồng – Casino trực tuyến và game bài thân thiện',
    description:
      'Chào bạn đến với Sen Hồng: live casino, game bài, bắn cá, thể thao và lô đề trong một không gian nhẹ nhàng, giao diện tiếng Việt dễ dùng trên mọi thiết bị.',
    keywords:
      'sen hồng, casino trực tuyến, game bài online, live casino, nhà cái sen hồng, game bài đổi thưởng',
    h1: 'Sen Hồng',
    h2: 'Casino và game bài trong không gian nhẹ nhàng',
  },
  '/404': {
    title: 'Trang không tồn tại (404) – Sen Hồng',
    description:
      'Rất tiếc, Sen Hồng không tìm thấy trang bạn cần. Có thể đường dẫn đã thay đổi; bạn thử gõ lại địa chỉ, hoặc bấm nút về trang chủ rồi chọn mục mình muốn nhé.',
    keywords: 'sen hồng, lỗi 404, trang không tồn tại, trang chủ sen hồng',
    h1: 'Không tìm thấy trang',
  },
  '/500': {
    title: 'Có lỗi khi tải trang – Sen Hồng',
    description:
      'Sen Hồng đang gặp trục trặc khi tải trang này. Bạn vui lòng tải lại sau giây lát; nếu vẫn chưa được, hãy nhắn cho bộ phận hỗ trợ qua chat hoặc gọi 1900 6869.',
    keywords: 'sen hồng, lỗi 500, lỗi tải trang, hỗ trợ sen hồng',
    h1: 'Đã có lỗi xảy ra',
  },
  '/maintenance': {
    title: 'Sen Hồng đang bảo trì',
    description:
      'Sen Hồng đang bảo trì để phục vụ bạn tốt hơn. Bạn quay lại sau ít phút nhé; mọi thắc mắc trong lúc này xin gửi về hotro@senhong.example hoặc gọi 1900 6869.',
    keywords: 'sen hồng, sen hồng bảo trì, bảo trì hệ thống, không truy cập được sen hồng',
    h1: 'Sen Hồng đang bảo trì',
  },

  '/live-casino': {
    title: 'Live casino với người chia bài thật – Sen Hồng',
    description:
      'Bước vào sảnh live casino của Sen Hồng để chơi baccarat, xóc đĩa, bầu cua, rồng hổ và roulette cùng người chia bài thật, hình ảnh trực tiếp và rõ nét.',
    keywords: 'sen hồng, live casino, casino trực tiếp, chơi casino online, dealer trực tiếp',
    h1: 'Live casino',
    h2: 'Chơi cùng người chia bài thật, mọi lúc',
  },
  '/live-casino/bau-cua': {
    title: 'Bầu cua trực tiếp – Sen Hồng',
    description:
      'Bầu cua tôm cá tại Sen Hồng: chọn linh vật bạn thích trong sáu cửa bầu, cua, tôm, cá, gà, nai, xem lắc trực tiếp và biết kết quả chỉ sau ít giây.',
    keywords: 'sen hồng, bầu cua, bầu cua online, game bầu cua, bầu cua tôm cá trực tuyến',
    h1: 'Bầu cua',
  },
  '/live-casino/xoc-dia': {
    title: 'Xóc đĩa online – Sen Hồng',
    description:
      'Bạn thích xóc đĩa? Tại Sen Hồng, bát được xóc ngay trước ống kính, bạn chọn chẵn hoặc lẻ cùng các cửa khác rồi cùng chờ khoảnh khắc mở bát.',
    keywords: 'sen hồng, xóc đĩa online, xóc đĩa trực tiếp, game xóc đĩa, chơi xóc đĩa',
    h1: 'Xóc đĩa',
  },
  '/live-casino/roulette': {
    title: 'Roulette online – Sen Hồng',
    description:
      'Roulette tại Sen Hồng: chọn số, màu hoặc nhóm số rồi xem người chia thả bóng trên vòng quay thật. Luật chơi được giải thích rõ cho cả người mới bắt đầu.',
    keywords: 'sen hồng, roulette online, roulette trực tiếp, cách chơi roulette, cò quay',
    h1: 'Roulette',
  },
  '/live-casino/tai-xiu': {
    title: 'Tài xỉu online trực tiếp – Sen Hồng',
    description:
      'Tài xỉu trực tiếp tại Sen Hồng với ba viên xúc xắc quen thuộc: đoán tổng điểm tài hay xỉu, hoặc chọn các cửa khác, kết quả hiện ngay sau mỗi lần lắc.',
    keywords: 'sen hồng, tài xỉu online, tài xỉu trực tiếp, game tài xỉu, sicbo online',
    h1: 'Tài xỉu',
  },
  '/live-casino/poker': {
    title: 'Poker online – Sen Hồng',
    description:
      'Bàn poker trực tiếp của Sen Hồng có người chia bài thật và hướng dẫn thứ tự bài rõ ràng, để bạn thong thả học luật và tận hưởng từng ván bài.',
    keywords: 'sen hồng, poker online, poker trực tiếp, cách chơi poker, bài poker',
    h1: 'Poker',
  },
  '/live-casino/rong-ho': {
    title: 'Rồng hổ online – Sen Hồng',
    description:
      'Rồng hổ là trò bài rất dễ làm quen ở sảnh live của Sen Hồng: mỗi bên một lá, bạn chỉ cần chọn Rồng, Hổ hoặc Hòa rồi xem lá bài được lật trực tiếp.',
    keywords: 'sen hồng, rồng hổ online, rồng hổ trực tiếp, game rồng hổ, dragon tiger',
    h1: 'Rồng hổ',
  },
  '/live-casino/baccarat': {
    title: 'Baccarat online trực tiếp – Sen Hồng',
    description:
      'Baccarat là trò được yêu thích ở sảnh casino Sen Hồng: chọn Nhà cái, Nhà con hoặc Hòa, theo dõi bảng cầu và xem người chia lật bài ngay trên màn hình.',
    keywords: 'sen hồng, baccarat online, baccarat trực tiếp, cách chơi baccarat, bài baccarat',
    h1: 'Baccarat',
  },
  '/live-casino/blackjack': {
    title: 'Blackjack (xì dách) online – Sen Hồng',
    description:
      'Blackjack, hay xì dách, tại Sen Hồng: bạn rút bài để tổng điểm gần 21 hơn người chia mà không bị quá. Bàn live rõ ràng, luật được trình bày dễ hiểu.',
    keywords: 'sen hồng, blackjack online, xì dách online, bài xì dách, blackjack trực tiếp',
    h1: 'Blackjack',
  },
  '/live-casino/game-khac': {
    title: 'Thêm trò chơi live casino – Sen Hồng',
    description:
      'Muốn thử điều mới? Mục game khác của Sen Hồng gom các trò live casino ngoài những bàn quen thuộc, tất cả đều có người dẫn trực tiếp và dễ theo dõi.',
    keywords: 'sen hồng, game live casino, trò chơi casino mới, casino trực tiếp, live game',
    h1: 'Game khác',
  },
  '/live-casino/sexy-casino': {
    title: 'Sexy Casino – Sen Hồng',
    description:
      'Sexy Casino tại Sen Hồng: sảnh live trẻ trung với các nữ dealer duyên dáng chia bài trực tiếp, nổi bật với baccarat và nhiều bàn chơi khác.',
    keywords: 'sen hồng, sexy casino, sexy baccarat, dealer nữ, live casino sexy',
    h1: 'Sexy Casino',
  },

  '/khuyen-mai': {
    title: 'Khuyến mãi dành cho bạn – Sen Hồng',
    description:
      'Ưu đãi đang có tại Sen Hồng: thưởng nạp đầu 50% hoặc 100% với mức tối đa 12 triệu đồng và hoàn trả từ 1,35% đến 1,5% không giới hạn. Xem kỹ điều kiện nhé.',
    keywords: 'sen hồng, khuyến mãi sen hồng, thưởng nạp đầu, hoàn trả không giới hạn, ưu đãi thành viên mới',
    h1: 'Khuyến mãi',
    h2: 'Ưu đãi nạp đầu và hoàn trả cho bạn',
  },
  '/khuyen-mai/khuyen-mai-100': {
    title: 'Thưởng 100% lần nạp đầu – Sen Hồng',
    description:
      'Lần nạp đầu tiên tại Sen Hồng được thưởng 100%, tối đa 12 triệu đồng. Bạn cần hoàn thành 20 vòng cược trong 30 ngày; chi tiết điều kiện có ngay bên dưới.',
    keywords: 'sen hồng, thưởng nạp đầu 100%, khuyến mãi nạp lần đầu, thưởng 100%, ưu đãi sen hồng',
    h1: 'Thưởng nạp đầu 100%',
  },
  '/khuyen-mai/khuyen-mai-50': {
    title: 'Thưởng 50% lần nạp đầu – Sen Hồng',
    description:
      'Muốn bắt đầu nhẹ nhàng? Chọn thưởng 50% cho lần nạp đầu tại Sen Hồng, tối đa 12 triệu đồng, chỉ cần 15 vòng cược và có 30 ngày để hoàn thành.',
    keywords: 'sen hồng, thưởng nạp đầu 50%, khuyến mãi 50%, nạp lần đầu, ưu đãi người mới',
    h1: 'Thưởng nạp đầu 50%',
  },
  '/khuyen-mai/hoan-tra-135': {
    title: 'Chương trình hoàn trả 1,35% – Sen Hồng',
    description:
      'Với chương trình hoàn trả 1,35% của Sen Hồng, bạn nhận lại một phần tiền cược và không bị giới hạn số tiền hoàn. Xem cách tính và điều kiện tại đây.',
    keywords: 'sen hồng, hoàn trả 1.35%, hoàn tiền cược, hoàn trả sen hồng, cashback casino',
    h1: 'Hoàn trả 1,35%',
  },
  '/khuyen-mai/hoan-tra-14': {
    title: 'Chương trình hoàn trả 1,4% – Sen Hồng',
    description:
      'Sen Hồng hoàn trả 1,4% và không đặt giới hạn cho khoản hoàn. Trang này giúp bạn hiểu sản phẩm nào được áp dụng, cách tính và nơi xem tiền đã nhận.',
    keywords: 'sen hồng, hoàn trả 1.4%, hoàn trả không giới hạn, tiền hoàn, khuyến mãi hoàn trả',
    h1: 'Hoàn trả 1,4%',
  },
  '/khuyen-mai/hoan-tra-145': {
    title: 'Chương trình hoàn trả 1,45% – Sen Hồng',
    description:
      'Tìm hiểu chương trình hoàn trả 1,45% của Sen Hồng: không giới hạn số tiền hoàn, áp dụng theo điều kiện rõ ràng và bạn có thể theo dõi trong tài khoản.',
    keywords: 'sen hồng, hoàn trả 1.45%, cashback, hoàn tiền sen hồng, ưu đãi hoàn trả',
    h1: 'Hoàn trả 1,45%',
  },
  '/khuyen-mai/hoan-tra-15': {
    title: 'Chương trình hoàn trả 1,5% – Sen Hồng',
    description:
      'Hoàn trả 1,5% là mức cao nhất trong các chương trình hoàn trả của Sen Hồng, không giới hạn số tiền. Đọc điều kiện và cách nhận trước khi tham gia bạn nhé.',
    keywords: 'sen hồng, hoàn trả 1.5%, hoàn trả cao nhất, cashback 1.5%, hoàn trả casino',
    h1: 'Hoàn trả 1,5%',
  },

  '/su-kien': {
    title: 'Sự kiện và quà tặng – Sen Hồng',
    description:
      'Góc sự kiện của Sen Hồng luôn có quà: gift code, chương trình trả lại tiền cược thua, nhiệm vụ mỗi ngày và thưởng khi tải ứng dụng. Ghé thăm thường xuyên nhé!',
    keywords: 'sen hồng, sự kiện sen hồng, quà tặng, gift code sen hồng, nhiệm vụ nhận quà',
    h1: 'Sự kiện',
    h2: 'Quà nhỏ mỗi ngày cho thành viên',
  },
  '/su-kien/gift-code': {
    title: 'Nhập gift code – Sen Hồng',
    description:
      'Có gift code Sen Hồng? Xác minh số điện thoại, nhập mã gồm chữ và số, tối đa 20 ký tự, rồi nhận thưởng. Mỗi lúc bạn chỉ giữ được một mã chưa hoàn tất.',
    keywords: 'sen hồng, gift code sen hồng, nhập gift code, mã quà tặng, code sen hồng',
    h1: 'Gift code',
  },
  '/su-kien/hoan-tra-cuoc': {
    title: 'Hoàn trả cược thua – Sen Hồng',
    description:
      'Ván chưa như ý? Sự kiện hoàn trả cược thua của Sen Hồng gửi lại bạn một khoản theo thể lệ chương trình. Xem ai được tham gia, cách tính và khi nào nhận.',
    keywords: 'sen hồng, hoàn trả cược thua, hoàn tiền thua, sự kiện hoàn trả, bảo hiểm cược thua',
    h1: 'Hoàn trả cược thua',
  },
  '/su-kien/nhiem-vu': {
    title: 'Nhiệm vụ nhỏ mỗi ngày – Sen Hồng',
    description:
      'Mỗi ngày Sen Hồng có vài nhiệm vụ nhỏ như điểm danh, nạp tiền hay đặt cược. Xong là nhận thưởng; có nhiệm vụ chỉ mở khi đã nạp đầu và xác thực số điện thoại.',
    keywords: 'sen hồng, nhiệm vụ hằng ngày, điểm danh sen hồng, nhận thưởng mỗi ngày, nhiệm vụ sự kiện',
    h1: 'Nhiệm vụ hằng ngày',
  },
  '/su-kien/thuong-tai-app': {
    title: 'Thưởng tải ứng dụng – Sen Hồng',
    description:
      'Tải ứng dụng Sen Hồng về điện thoại để vào nhanh hơn và nhận thêm phần thưởng tải app theo thể lệ. Hướng dẫn cài cho Android và iOS có ngay tại đây.',
    keywords: 'sen hồng, thưởng tải app, app sen hồng, tải ứng dụng sen hồng, quà tải app',
    h1: 'Thưởng tải ứng dụng',
  },

  '/cong-game': {
    title: 'Cổng game bài, slot, bắn cá – Sen Hồng',
    description:
      'Cổng game Sen Hồng có game bài, sòng bài, slot, nổ hũ, bắn cá, keno và game nhanh. Chọn thể loại bạn thích, lưu trò vào mục yêu thích để lần sau tìm nhanh hơn.',
    keywords: 'sen hồng, cổng game, game bài online, slot game, bắn cá, nổ hũ',
    h1: 'Cổng game',
    h2: 'Game bài, slot và nhiều trò vui khác',
  },
  '/cong-game/keno': {
    title: 'Keno online – Sen Hồng',
    description:
      'Keno tại Sen Hồng rất dễ chơi: chọn vài con số, chờ kết quả quay và so với dãy số của bạn. Lịch sử các kỳ trước luôn có sẵn để bạn tham khảo.',
    keywords: 'sen hồng, keno online, chơi keno, keno sen hồng, xổ số keno',
    h1: 'Keno',
  },
  '/cong-game/slot': {
    title: 'Slot game online – Sen Hồng',
    description:
      'Thư viện slot của Sen Hồng có nhiều chủ đề màu sắc, từ hoa quả cổ điển đến phiêu lưu. Mỗi ô game hiện tên nhà phát hành và jackpot để bạn dễ chọn.',
    keywords: 'sen hồng, slot game, slot online, game quay slot, quay hũ online',
    h1: 'Slot game',
  },
  '/cong-game/game-bai': {
    title: 'Game bài online – Sen Hồng',
    description:
      'Game bài là thế mạnh của Sen Hồng: các trò bài quen thuộc với người Việt, bàn chơi rõ ràng, luật dễ tra cứu và chơi mượt cả trên điện thoại lẫn máy tính.',
    keywords: 'sen hồng, game bài online, đánh bài online, game bài đổi thưởng, game bài việt',
    h1: 'Game bài',
  },
  '/cong-game/song-bai': {
    title: 'Sòng bài online – Sen Hồng',
    description:
      'Sòng bài Sen Hồng là nơi chơi baccarat, roulette, blackjack phiên bản điện tử theo nhịp của riêng bạn, không cần chờ bàn trống hay chờ người chia bài.',
    keywords: 'sen hồng, sòng bài online, casino điện tử, bàn casino, table game',
    h1: 'Sòng bài',
  },
  '/cong-game/ban-ca': {
    title: 'Bắn cá online – Sen Hồng',
    description:
      'Bắn cá tại Sen Hồng: đại dương đầy màu sắc, nhiều loài cá và boss để bạn thử tài, chọn phòng hợp với mức đạn của mình và chơi thư thả lúc rảnh rỗi.',
    keywords: 'sen hồng, bắn cá online, game bắn cá, bắn cá đổi thưởng, bắn cá sen hồng',
    h1: 'Bắn cá',
  },
  '/cong-game/game-nhanh': {
    title: 'Game nhanh cho giờ nghỉ – Sen Hồng',
    description:
      'Chỉ có ít phút rảnh? Game nhanh của Sen Hồng cho bạn những ván chơi ngắn gọn, luật đơn giản và kết quả có ngay, phù hợp để giải trí trong giờ nghỉ.',
    keywords: 'sen hồng, game nhanh, trò chơi nhanh, game giải trí, game ván ngắn',
    h1: 'Game nhanh',
  },
  '/cong-game/no-hu': {
    title: 'Nổ hũ – Sen Hồng',
    description:
      'Sảnh nổ hũ Sen Hồng gồm nhiều trò quay hũ với jackpot hiện ngay trên ô game. Hãy chọn mức cược vừa sức và xem đây là giải trí, không phải nguồn thu nhập.',
    keywords: 'sen hồng, nổ hũ, quay hũ, game nổ hũ, jackpot',
    h1: 'Nổ hũ',
  },
  '/cong-game/game-khac': {
    title: 'Quay số và trò chơi khác – Sen Hồng',
    description:
      'Bên cạnh game bài và slot, Sen Hồng còn có quay số cùng nhiều trò chơi số vui nhộn khác. Xem danh sách, lưu trò bạn thích và bắt đầu khi đã đăng nhập.',
    keywords: 'sen hồng, quay số, game số, trò chơi khác, number game',
    h1: 'Trò chơi khác',
  },

  '/the-thao': {
    title: 'Thể thao và thể thao ảo – Sen Hồng',
    description:
      'Sảnh thể thao Sen Hồng gồm bốn nhà cung cấp quen thuộc và bốn sảnh thể thao ảo. Bạn xem kèo bóng đá, bóng rổ, quần vợt rồi đặt cược bằng tài khoản Sen Hồng.',
    keywords: 'sen hồng, cá cược thể thao, cá cược bóng đá, thể thao ảo, kèo bóng đá',
    h1: 'Thể thao',
    h2: 'Bóng đá, thể thao ảo và nhiều sảnh cược',
  },
  '/lich-thi-dau': {
    title: 'Lịch thi đấu bóng đá – Sen Hồng',
    description:
      'Xem lịch thi đấu các giải bóng đá và môn thể thao sắp diễn ra tại Sen Hồng, sắp xếp theo ngày giờ để bạn dễ lên kế hoạch theo dõi trận mình thích.',
    keywords: 'sen hồng, lịch thi đấu, lịch bóng đá, lịch thi đấu hôm nay, lịch thể thao',
    h1: 'Lịch thi đấu',
  },
  '/the-thao/k-sport': {
    title: 'Cá cược K-Sport – Sen Hồng',
    description:
      'K-Sport trong sảnh thể thao Sen Hồng: chọn trận bóng bạn quan tâm, xem các kèo trước trận và trong trận, rồi đặt cược ngay trong khung chơi của trang.',
    keywords: 'sen hồng, k-sport, cá cược k-sport, kèo k-sport, thể thao k-sport',
    h1: 'K-Sport',
  },
  '/the-thao/saba-sport': {
    title: 'Cá cược SABA Sport – Sen Hồng',
    description:
      'Mở SABA Sport trên Sen Hồng để xem kèo bóng đá, bóng rổ, quần vợt và nhiều môn khác, chọn kiểu hiển thị tỷ lệ quen thuộc và đặt cược ngay trên trang.',
    keywords: 'sen hồng, saba sport, kèo saba, cá cược saba sport, saba sports',
    h1: 'SABA Sport',
  },
  '/the-thao/bti-sport': {
    title: 'Cá cược BTi Sport – Sen Hồng',
    description:
      'BTi Sport tại Sen Hồng có danh sách giải đấu dễ lọc và kèo rõ ràng cho cả trước trận lẫn khi trận đang diễn ra, hiển thị gọn trên màn hình điện thoại.',
    keywords: 'sen hồng, bti sport, kèo bti, cá cược bti sport, bti sports',
    h1: 'BTi Sport',
  },
  '/the-thao/im-sport': {
    title: 'Cá cược IM Sport – Sen Hồng',
    description:
      'IM Sport trên Sen Hồng giúp bạn tìm kèo theo môn và giải đấu, xem tỷ lệ cập nhật liên tục và đặt cược trong cùng một khung chơi, không cần tài khoản riêng.',
    keywords: 'sen hồng, im sport, kèo im sport, cá cược im sport, im sports',
    h1: 'IM Sport',
  },
  '/the-thao/the-thao-ao-pp': {
    title: 'Thể thao ảo PP dễ chơi – Sen Hồng',
    description:
      'Không có trận thật để xem? Sảnh thể thao ảo PP của Sen Hồng luôn có trận bóng giả lập sắp bắt đầu, diễn biến gói gọn trong vài phút, cược lúc nào cũng được.',
    keywords: 'sen hồng, thể thao ảo pp, bóng đá ảo, thể thao ảo, virtual sport',
    h1: 'Thể thao ảo PP',
  },
  '/the-thao/the-thao-ao-saba': {
    title: 'Thể thao ảo SABA – Sen Hồng',
    description:
      'Thể thao ảo SABA tại Sen Hồng: các trận bóng mô phỏng có lịch nối tiếp, kết quả công bố sau vài phút, giúp bạn giải trí cả khi các giải thật đang nghỉ.',
    keywords: 'sen hồng, thể thao ảo saba, saba ảo, bóng đá ảo saba, cược thể thao ảo',
    h1: 'Thể thao ảo SABA',
  },
  '/the-thao/the-thao-ao-im': {
    title: 'Thể thao ảo IM cả ngày lẫn đêm – Sen Hồng',
    description:
      'Thể thao ảo IM trên Sen Hồng diễn ra cả ngày lẫn đêm với các trận mô phỏng ngắn. Xem trận sắp bắt đầu, chọn kèo và đón kết quả ngay trong khung chơi.',
    keywords: 'sen hồng, thể thao ảo im, im ảo, bóng đá ảo im, thể thao ảo 24/7',
    h1: 'Thể thao ảo IM',
  },
  '/the-thao/the-thao-ao-ksport': {
    title: 'Thể thao ảo K-Sport – Sen Hồng',
    description:
      'Thể thao ảo K-Sport của Sen Hồng mô phỏng các trận đấu với luật cược quen thuộc như thể thao thật, nhịp nhanh hơn và kết quả hiện ngay khi trận kết thúc.',
    keywords: 'sen hồng, thể thao ảo k-sport, k-sport ảo, bóng đá ảo, cược ảo',
    h1: 'Thể thao ảo K-Sport',
  },

  '/lo-de': {
    title: 'Lô đề online – Sen Hồng',
    description:
      'Lô đề tại Sen Hồng có đủ lựa chọn cho bạn: đánh theo xổ số kiến thiết Bắc, Trung, Nam, thử kỳ quay siêu tốc 1, 3 hoặc 5 phút, hay chọn vé Mega 6/45, Power 6/55.',
    keywords: 'sen hồng, lô đề online, lô đề 3 miền, lô đề siêu tốc, xổ số online',
    h1: 'Lô đề',
    h2: 'Từ xổ số ba miền đến kỳ quay siêu tốc',
  },
  '/lo-de/lo-de-3-mien': {
    title: 'Lô đề 3 miền theo xổ số mỗi ngày – Sen Hồng',
    description:
      'Lô đề ba miền tại Sen Hồng dựa trên kết quả xổ số miền Bắc, miền Trung và miền Nam hằng ngày. Bạn chọn đài, chọn số và theo dõi kết quả ngay trên trang.',
    keywords: 'sen hồng, lô đề 3 miền, xổ số miền bắc, xổ số miền nam, xổ số miền trung',
    h1: 'Lô đề 3 miền',
  },
  '/lo-de/lo-de-sieu-toc': {
    title: 'Lô đề siêu tốc – Sen Hồng',
    description:
      'Không muốn chờ đến chiều tối? Ở Sen Hồng, lô đề siêu tốc mở kỳ quay liên tục, cách nhau 1, 3 hoặc 5 phút tùy bạn chọn; đặt số rồi biết kết quả gần như ngay.',
    keywords: 'sen hồng, lô đề siêu tốc, xổ số nhanh, lô đề 1 phút, xổ số siêu tốc',
    h1: 'Lô đề siêu tốc',
  },
  '/lo-de/mega645': {
    title: 'Mega 6/45 online – Sen Hồng',
    description:
      'Mega 6/45 tại Sen Hồng: chọn bộ 6 số từ 01 đến 45, lưu vé trong tài khoản và tra kết quả từng kỳ quay. Hướng dẫn luật chơi được viết ngắn gọn, dễ hiểu.',
    keywords: 'sen hồng, mega 6/45, xổ số mega 6/45, kết quả mega, vé mega online',
    h1: 'Mega 6/45',
  },
  '/lo-de/power655': {
    title: 'Power 6/55 online – Sen Hồng',
    description:
      'Power 6/55 tại Sen Hồng: chọn 6 số từ 01 đến 55, xem lại vé đã mua và đối chiếu kết quả các kỳ. Trang có sẵn luật chơi và cơ cấu giải để bạn tham khảo.',
    keywords: 'sen hồng, power 6/55, xổ số power 6/55, kết quả power, vé power online',
    h1: 'Power 6/55',
  },

  '/da-ga': {
    title: 'Đá gà trực tiếp – Sen Hồng',
    description:
      'Đá gà trên Sen Hồng được phát trực tiếp từ GA28 và WS168. Bạn xem hình rõ, nắm lịch từng trận và có thể đặt cược thoải mái ngay từ chiếc điện thoại của mình.',
    keywords: 'sen hồng, đá gà trực tiếp, xem đá gà, đá gà online, đá gà ga28',
    h1: 'Đá gà',
    h2: 'Trực tiếp từ GA28 và WS168',
  },
  '/da-ga-ga28': {
    title: 'Đá gà GA28 – Sen Hồng',
    description:
      'Sàn GA28 tại Sen Hồng phát trực tiếp các trận đá gà trong ngày. Bạn xem hình ảnh rõ nét, theo dõi kết quả từng trận và đặt cược khi đã đăng nhập.',
    keywords: 'sen hồng, đá gà ga28, sàn ga28, xem ga28, ga28 trực tiếp',
    h1: 'Đá gà GA28',
  },
  '/da-ga-ws168': {
    title: 'Đá gà WS168 – Sen Hồng',
    description:
      'Sàn WS168 trên Sen Hồng: xem đá gà trực tiếp, tỷ lệ của từng trận hiển thị rõ và lịch sử kết quả luôn sẵn sàng, tất cả trong tài khoản Sen Hồng của bạn.',
    keywords: 'sen hồng, đá gà ws168, sàn ws168, ws168 trực tiếp, xem đá gà ws168',
    h1: 'Đá gà WS168',
  },

  '/gioi-thieu': {
    title: 'Về Sen Hồng',
    description:
      'Sen Hồng là sân chơi trực tuyến dành cho người Việt, nổi bật với casino và game bài, bên cạnh thể thao, lô đề và đá gà. Đội ngũ hỗ trợ luôn sẵn sàng 24/7.',
    keywords: 'sen hồng, giới thiệu sen hồng, sen hồng là gì, nhà cái sen hồng, senhong',
    h1: 'Về Sen Hồng',
  },
  '/dieu-khoan-dieu-kien': {
    title: 'Điều khoản sử dụng – Sen Hồng',
    description:
      'Điều khoản và điều kiện của Sen Hồng: những quy định bạn đồng ý khi mở tài khoản, khi nạp rút, nhận khuyến mãi, và các trường hợp tài khoản có thể bị khóa.',
    keywords: 'sen hồng, điều khoản sen hồng, điều kiện sử dụng, quy định khuyến mãi, quy định tài khoản',
    h1: 'Điều khoản và điều kiện',
  },
  '/chinh-sach-bao-mat': {
    title: 'Chính sách bảo mật – Sen Hồng',
    description:
      'Sen Hồng tôn trọng quyền riêng tư của bạn. Chính sách bảo mật cho biết dữ liệu nào được thu thập, được bảo vệ ra sao và bạn có quyền gì với thông tin của mình.',
    keywords: 'sen hồng, chính sách bảo mật, quyền riêng tư, bảo vệ dữ liệu, bảo mật sen hồng',
    h1: 'Chính sách bảo mật',
  },
  '/huong-dan-nap-tien': {
    title: 'Cách nạp tiền vào Sen Hồng',
    description:
      'Nạp tiền vào Sen Hồng thật dễ: quét mã QR chuyển khoản nhanh từ 50K, nạp qua ví điện tử, thẻ cào, hay dùng tiền mã hoá được xác nhận trong 2–5 phút.',
    keywords: 'sen hồng, nạp tiền sen hồng, cách nạp tiền, nạp tiền qr, nạp thẻ cào, nạp tiền ví điện tử',
    h1: 'Hướng dẫn nạp tiền',
  },
  '/huong-dan-rut-tien': {
    title: 'Cách rút tiền từ Sen Hồng',
    description:
      'Rút tiền từ Sen Hồng rất dễ: về ngân hàng đứng tên bạn sau khi xác minh, sang ví tiền mã hoá, hoặc qua thẻ cào (phí Viettel 13%, Vinaphone 11%, Mobifone 13%).',
    keywords: 'sen hồng, rút tiền sen hồng, cách rút tiền, rút tiền ngân hàng, rút thẻ cào, phí rút thẻ cào',
    h1: 'Hướng dẫn rút tiền',
  },
  '/huong-dan-dang-ky': {
    title: 'Đăng ký tài khoản Sen Hồng',
    description:
      'Mở tài khoản Sen Hồng: đặt tên đăng nhập 6–29 ký tự và mật khẩu ít nhất 6 ký tự, viết liền không dấu, thêm số điện thoại là xong. Dành cho người từ 18 tuổi.',
    keywords: 'sen hồng, đăng ký sen hồng, tạo tài khoản sen hồng, hướng dẫn đăng ký, mở tài khoản',
    h1: 'Hướng dẫn đăng ký',
  },
  '/code-tan-thu': {
    title: 'Code tân thủ – Sen Hồng',
    description:
      'Mới đến Sen Hồng? Tìm hiểu code tân thủ: cách nhận, cần xác minh số điện thoại ra sao và tổng cược phải đạt bao nhiêu trước khi rút được tiền thưởng.',
    keywords: 'sen hồng, code tân thủ, code tân thủ sen hồng, mã thưởng người mới, giftcode người mới',
    h1: 'Code tân thủ',
  },
  '/huong-dan-nhan-gift-code': {
    title: 'Cách nhận gift code – Sen Hồng',
    description:
      'Hướng dẫn nhận gift code tại Sen Hồng: dùng số Viettel, Mobifone hoặc Vinaphone đã xác thực, nhập mã không quá 20 ký tự, rồi theo dõi tiến độ cược của mã.',
    keywords: 'sen hồng, cách nhận gift code, nhập gift code sen hồng, gift code, hướng dẫn gift code',
    h1: 'Hướng dẫn nhận gift code',
  },
  '/cau-hoi-thuong-gap': {
    title: 'Hỏi đáp – Sen Hồng',
    description:
      'Những câu hỏi bạn hay gửi cho Sen Hồng về tài khoản, nạp rút, khuyến mãi và gift code đều được trả lời tại đây. Cần thêm trợ giúp, hãy nhắn cho chúng tôi nhé.',
    keywords: 'sen hồng, câu hỏi thường gặp, hỏi đáp sen hồng, hỗ trợ sen hồng, thắc mắc tài khoản',
    h1: 'Câu hỏi thường gặp',
  },
  '/tin-tuc': {
    title: 'Tin tức và cẩm nang – Sen Hồng',
    description:
      'Tin tức Sen Hồng: cẩm nang chơi casino và game bài cho người mới, tin thể thao, nhận định trận đấu cùng thông báo khuyến mãi và sự kiện mới nhất.',
    keywords: 'sen hồng, tin tức sen hồng, cẩm nang casino, hướng dẫn game bài, tin thể thao',
    h1: 'Tin tức',
  },
  '/nhiem-vu': {
    title: 'Nhiệm vụ và phần thưởng – Sen Hồng',
    description:
      'Nhận nhiệm vụ tại Sen Hồng, từ điểm danh mỗi ngày đến nhiệm vụ tích lũy nạp tiền và đặt cược. Theo dõi tiến độ, hoàn thành rồi bấm nhận thưởng thật đơn giản.',
    keywords: 'sen hồng, nhiệm vụ sen hồng, nhiệm vụ tích lũy, điểm danh nhận quà, phần thưởng nhiệm vụ',
    h1: 'Nhiệm vụ',
  },
  '/mini-games': {
    title: 'Mini game – Sen Hồng',
    description:
      'Mini game Sen Hồng là những trò nhỏ xinh chơi ngay trên trang, không cần mở cửa sổ mới. Đăng nhập để chơi, mỗi lượt chỉ vài giây đến vài phút thư giãn.',
    keywords: 'sen hồng, mini game, mini game sen hồng, trò chơi nhỏ, game thư giãn',
    h1: 'Mini game',
  },
  '/install-app': {
    title: 'Tải ứng dụng Sen Hồng',
    description:
      'Đưa Sen Hồng lên màn hình chính điện thoại để mở chỉ bằng một chạm, không cần nhớ địa chỉ trang. Chọn hướng dẫn dành cho Android hoặc iPhone bên dưới.',
    keywords: 'sen hồng, tải app sen hồng, ứng dụng sen hồng, app sen hồng android, app sen hồng ios',
    h1: 'Tải ứng dụng Sen Hồng',
    h2: 'Một chạm là vào, trên Android và iOS',
  },
  '/install-app/android': {
    title: 'Cài ứng dụng Sen Hồng cho Android',
    description:
      'Cài ứng dụng Sen Hồng trên Android: mở trang trong trình duyệt Chrome, nhấn cài đặt khi có lời mời hoặc chọn Thêm vào màn hình chính trong menu.',
    keywords: 'sen hồng, sen hồng android, cài app android, tải sen hồng, ứng dụng sen hồng',
    h1: 'Cài đặt trên Android',
  },
  '/install-app/ios': {
    title: 'Cài ứng dụng Sen Hồng cho iPhone',
    description:
      'Trên iPhone hoặc iPad, bạn mở Sen Hồng bằng Safari, chạm biểu tượng Chia sẻ và chọn Thêm vào MH chính. Lần sau chỉ cần chạm biểu tượng là vào ngay.',
    keywords: 'sen hồng, sen hồng ios, sen hồng iphone, cài app iphone, ứng dụng sen hồng',
    h1: 'Cài đặt trên iOS',
  },
  '/choi-co-trach-nhiem': {
    title: 'Chơi có trách nhiệm – Sen Hồng',
    description:
      'Sen Hồng chỉ phục vụ người từ 18 tuổi trở lên. Hãy coi trò chơi là giải trí, tự đặt giới hạn tiền và thời gian, và tìm sự giúp đỡ nếu bạn thấy khó kiểm soát.',
    keywords: 'sen hồng, chơi có trách nhiệm, kiểm soát cờ bạc, giới hạn chơi, hỗ trợ người chơi',
    h1: 'Chơi có trách nhiệm',
    h2: 'Giải trí lành mạnh, biết điểm dừng',
  },
  '/lien-he': {
    title: 'Liên hệ Sen Hồng',
    description:
      'Cần giúp đỡ? Gọi 1900 6869, gửi email tới hotro@senhong.example hoặc chat trực tuyến với Sen Hồng. Chúng tôi luôn sẵn lòng hỗ trợ bạn 24/7.',
    keywords: 'sen hồng, liên hệ sen hồng, hotline sen hồng, email hỗ trợ, chat trực tuyến',
    h1: 'Liên hệ',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Sen Hồng',
    description:
      'Ôi, trang này không có trên Sen Hồng. Có thể đường dẫn bị gõ nhầm hoặc trang đã được chuyển đi; bạn hãy về trang chủ và tìm lại từ menu nhé.',
    keywords: 'sen hồng, không tìm thấy trang, đường dẫn lỗi, trang chủ sen hồng',
    h1: 'Không tìm thấy trang',
  },
};
