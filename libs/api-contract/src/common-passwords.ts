// The passwords guessed first by anyone trying accounts one after another: keyboard runs, repeated
// digits, dates, names and words, plus the Vietnamese favourites. Written by hand for this project;
// compared in lower case, so "Password1" is as refused as "password1". Entries shorter than the
// 6-character minimum are left out: the length rule refuses them already.
const WORDS = `
123456 1234567 12345678 123456789 1234567890 0123456789 01234567 012345 123123 123321 1234512345
654321 7654321 87654321 987654321 9876543210 0987654321 111111 1111111 11111111 222222 333333 444444
555555 666666 777777 888888 8888888 88888888 999999 000000 00000000 121212 112233 112233445566 123654
147258 147258369 159753 159357 135790 246810 456789 456123 789456 789456123 963852 741852 741852963
123qwe 123abc abc123 abcabc abcdef abcd1234 a12345 a123456 aa123456 qwe123 1q2w3e 1q2w3e4r 1q2w3e4r5t
qwerty qwerty1 qwerty123 qwertyuiop qwe123456 asdfgh asdfghjkl asd123 zxcvbn zxcvbnm 1qaz2wsx qazwsx
password password1 password123 passw0rd p@ssword p@ssw0rd pass123 pass1234 admin123 admin1 administrator
root123 letmein welcome welcome1 welcome123 login123 iloveyou iloveu iloveyou1 loveyou lovely lover123
monkey dragon master master123 shadow sunshine princess football baseball superman batman starwars
trustno1 whatever freedom hello123 hellohello secret secret123 changeme default guest123 test123
test1234 testtest demo123 user123 abc12345 qwerty12 q1w2e3r4 asdf1234 zaq12wsx 1234abcd 12345abc
google facebook zalo123 samsung iphone nokia123 matrix mustang michael jennifer jordan23 computer
internet killer hunter hunter2 ranger buster soccer hockey charlie thomas daniel andrew jessica
anhyeuem anhyeuem1 anhyeuem123 emyeuanh emyeuanh1 emyeuanh123 yeuem123 yeuanh123 yeuemnhieu
matkhau matkhau1 matkhau123 matkhaumoi xinchao xinchao123 vietnam vietnam1 vietnam123 vietnam84
saigon hanoi123 hanoi1234 danang123 hochiminh nguyen123 nguyenvan tranvan123 levan123 phamvan123
taikhoan taikhoan123 dangnhap dangnhap123 thanhcong tienbac phattai phattai88
camonban muonnam trieuphu chiensi123 baby123 babyboy babygirl cuncon conmeo conmeo123 meomeo
ngocanh123 thuytien minhanh123 hoanganh 19001900 20202020 20232023 20242024 20252025 11223344
1234qwer qwer1234 asdasd asdasd123 zxczxc qweqwe qweasd qweasdzxc 1q2w3e4r5t6y aaaaaa abcdefg
abcdefgh 12341234 123456a 123456aa 123456abc 123456q 123456qwe 1234567a 12345678a 123456789a
a1b2c3 a1b2c3d4 1a2b3c 666888 686868 868686 168168 888999 999888
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  WORDS.split(/\s+/).filter((word) => word.length >= 6),
);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
