// The demo plans that sell each payment type of spec part 1 §3 beyond "pay at the hotel" and
// "card" (room-only, kaiseki, early-28 and the others in kyoto-gion.ts), so that every type can be
// booked through the widget, not only in unit tests. They come after the original plans (sort
// order and codes of those are unchanged) and sell two room types each, the modern twin and the
// courtyard-garden tatami room, to keep the results page and the rate table small.
//
// Where the Korean domestic card belongs: Korean domestic cards are issued for payments in Korea,
// and a Japanese inn takes them only through a payment partner that serves Korean travellers. We
// sell it as a plan for guests from Korea at kyoto-gion (Korea is Kyoto's largest source of
// visitors from abroad), paid in advance with the Korean card; the card form then asks the birth
// date (YYMMDD) and the first two PIN digits. No other plan takes it, and taipei-daan does not
// offer the type at all.
import type { BankTransferAccount } from '@noren/core/domain';
import type { PlanSeed } from './types.ts';

/** Every plan here sells only these room types of kyoto-gion. */
const ROOM_TYPES = ['modern-twin', 'tatami-garden'];
const KYOTO_ROOM_TYPES = ['tatami-standard', 'tatami-garden', 'modern-twin', 'wayo-family', 'yasaka-view', 'hinoki-suite'];
const onlyOurRooms = KYOTO_ROOM_TYPES.filter((code) => !ROOM_TYPES.includes(code));

export const kyotoPaymentPlans: PlanSeed[] = [
  {
    code: 'deposit-30',
    mealType: 'breakfast', paymentMethod: 'credit_card_deposit', depositBp: 3000, perAdultAddon: 2800, policyCode: 'standard',
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【予約金30%】朝食付き 残額は現地払い', description: 'ご予約時に宿泊料金の30%を予約金としてカードでお支払いいただき、残額はチェックイン時にお支払いください。京の朝ごはん付き。' },
      en: { name: '30% Deposit by Card, Breakfast Included', description: 'Pay 30% of the stay by card as a deposit when you book and the rest at check-in. With Kyoto breakfast.' },
      ko: { name: '[예약금 30%] 조식 포함, 잔액 현장 결제', description: '예약 시 숙박 요금의 30%를 예약금으로 카드 결제하고, 잔액은 체크인 시 결제해 주세요. 교토식 조식 포함.' },
      zh_Hans: { name: '【订金30%】含早餐 余款到店支付', description: '预订时以信用卡支付住宿费用的30%作为订金，余款请于入住时支付。含京都风味早餐。' },
      zh_Hant: { name: '【訂金30%】含早餐 餘款現場付款', description: '預訂時以信用卡支付住宿費用的30%作為訂金，餘款請於入住時支付。含京都風味早餐。' },
    },
  },
  {
    code: 'bank-transfer',
    mealType: 'none', paymentMethod: 'bank_transfer', perAdultAddon: 0, policyCode: 'standard',
    // The transfer is due 3 days before check-in at the latest (bankTransferDueDate): a week leaves time to pay.
    bookingDeadlineDays: 7,
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【銀行振込】素泊まり', description: 'ご予約後7日以内（チェックインの3日前まで）に銀行振込でお支払いいただくプランです。振込先はご予約確認画面と確認メールでご案内します。ご宿泊の7日前までのご予約となります。' },
      en: { name: 'Room Only, Pay by Bank Transfer', description: 'Pay by bank transfer within 7 days of booking (and at least 3 days before check-in). The account details are on your confirmation page and in the confirmation e-mail. Book at least 7 days ahead.' },
      ko: { name: '[계좌 이체] 숙박 전용', description: '예약 후 7일 이내(체크인 3일 전까지)에 계좌 이체로 결제하는 플랜입니다. 입금 계좌는 예약 확인 화면과 확인 메일에서 안내해 드립니다. 숙박 7일 전까지 예약 가능합니다.' },
      zh_Hans: { name: '【银行转账】仅住宿', description: '请于预订后7天内（最迟入住前3天）通过银行转账付款。收款账户将显示在预订确认页面及确认邮件中。需于入住前7天预订。' },
      zh_Hant: { name: '【銀行轉帳】純住宿', description: '請於預訂後7天內（最遲入住前3天）以銀行轉帳付款。收款帳戶將顯示於訂房確認頁面及確認郵件中。需於入住前7天預訂。' },
    },
  },
  {
    code: 'business-invoice',
    mealType: 'breakfast', paymentMethod: 'deferred_payment', perAdultAddon: 2800, policyCode: 'standard',
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【法人・出張】朝食付き 後払い（請求書）', description: 'ご出張の方向け。ご宿泊後にお送りする請求書でお支払いいただけます。ご予約時・チェックイン時のお支払いは不要です。' },
      en: { name: 'Business Stay with Breakfast, Pay Later by Invoice', description: 'For business travellers: pay after your stay against the invoice we send you. Nothing to pay when booking or at check-in.' },
      ko: { name: '[법인·출장] 조식 포함, 후불(청구서)', description: '출장 고객을 위한 플랜입니다. 숙박 후 보내 드리는 청구서로 결제하실 수 있으며, 예약 시와 체크인 시에는 결제가 필요 없습니다.' },
      zh_Hans: { name: '【商务出差】含早餐 凭账单后付', description: '适合商务出差的客人。住宿后凭我们寄送的账单付款，预订及入住时均无需付款。' },
      zh_Hant: { name: '【商務出差】含早餐 憑帳單後付', description: '適合商務出差的旅客。住宿後憑我們寄送的帳單付款，預訂及入住時皆無需付款。' },
    },
  },
  {
    code: 'prepaid-voucher',
    mealType: 'none', paymentMethod: 'pre_paid', perAdultAddon: 0, policyCode: 'standard',
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【お支払い済み】宿泊券・旅行会社プリペイド', description: 'のれんホテルズ宿泊券や旅行会社・勤務先でお支払い済みの方のためのプランです。ご予約時にも現地でもお支払いはありません。' },
      en: { name: 'Prepaid Stay: Hotel Voucher or Agency Package', description: 'For guests whose stay is already paid with a Noren Hotels voucher, or by their travel agency or company. Nothing to pay when booking or at the hotel.' },
      ko: { name: '[결제 완료] 숙박권·여행사 선불', description: '노렌 호텔스 숙박권 또는 여행사·회사를 통해 이미 결제하신 분을 위한 플랜입니다. 예약 시와 현장에서 결제하실 금액이 없습니다.' },
      zh_Hans: { name: '【已付款】住宿券・旅行社预付', description: '适用于已使用暖帘酒店住宿券，或已通过旅行社、公司付款的客人。预订时及到店时均无需付款。' },
      zh_Hant: { name: '【已付款】住宿券・旅行社預付', description: '適用於已使用暖簾酒店住宿券，或已透過旅行社、公司付款的旅客。預訂時及現場皆無需付款。' },
    },
  },
  {
    code: 'late-arrival',
    mealType: 'none', paymentMethod: 'on_site_credit_card_required', perAdultAddon: 0, policyCode: 'standard',
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【遅着OK】素泊まり 現地払い（カード保証）', description: '21時以降にご到着の方も安心。お部屋はご登録のカードで保証し、お支払いはチェックイン時です。ご予約時の請求はありません。' },
      en: { name: 'Late Arrival Room Only, Pay at the Hotel (Card Guarantee)', description: 'Arriving after 9 pm? Your card guarantees the room and you pay at check-in. Nothing is charged when you book.' },
      ko: { name: '[늦은 도착 가능] 숙박 전용, 현장 결제(카드 보증)', description: '오후 9시 이후 도착하셔도 안심하세요. 등록하신 카드로 객실을 보증하며 결제는 체크인 시에 합니다. 예약 시에는 청구되지 않습니다.' },
      zh_Hans: { name: '【可晚到】仅住宿 到店付款（信用卡担保）', description: '晚上9点以后抵达也无妨。客房由您登记的信用卡担保，入住时付款，预订时不收取任何费用。' },
      zh_Hant: { name: '【可晚到】純住宿 現場付款（信用卡擔保）', description: '晚上9點以後抵達也沒問題。客房由您登錄的信用卡擔保，入住時付款，預訂時不收取任何費用。' },
    },
  },
  {
    code: 'full-prepay',
    mealType: 'breakfast', paymentMethod: 'credit_card_full', perAdultAddon: 2800, policyCode: 'standard',
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【全額事前決済】朝食付き', description: 'ご予約時に宿泊料金の全額をカードでお支払いいただくプラン。チェックイン時のお支払いはありません。京の朝ごはん付き。' },
      en: { name: 'Full Prepayment by Card, Breakfast Included', description: 'The whole stay is charged to your card when you book, so there is nothing to pay at check-in. With Kyoto breakfast.' },
      ko: { name: '[전액 사전 결제] 조식 포함', description: '예약 시 숙박 요금 전액을 카드로 결제하는 플랜으로, 체크인 시 결제할 금액이 없습니다. 교토식 조식 포함.' },
      zh_Hans: { name: '【全额预付】含早餐', description: '预订时以信用卡支付全部住宿费用，入住时无需再付款。含京都风味早餐。' },
      zh_Hant: { name: '【全額預付】含早餐', description: '預訂時以信用卡支付全部住宿費用，入住時無需再付款。含京都風味早餐。' },
    },
  },
  {
    code: 'overseas-card',
    mealType: 'breakfast', paymentMethod: 'credit_card_international', perAdultAddon: 2800, policyCode: 'standard',
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【海外のお客様】海外発行カードで事前決済 朝食付き', description: '日本国外で発行されたカードでご予約時にお支払いいただくプランです。京の朝ごはん付き。' },
      en: { name: 'For Guests from Abroad: Prepay with an International Card, Breakfast Included', description: 'Pay in advance with a card issued outside Japan. With Kyoto breakfast.' },
      ko: { name: '[해외 고객] 해외 발행 카드 사전 결제, 조식 포함', description: '일본 외 지역에서 발행된 카드로 예약 시 결제하는 플랜입니다. 교토식 조식 포함.' },
      zh_Hans: { name: '【海外客人】境外信用卡预付 含早餐', description: '使用日本境外发行的信用卡于预订时付款。含京都风味早餐。' },
      zh_Hant: { name: '【海外旅客】海外信用卡預付 含早餐', description: '使用日本境外發行的信用卡於預訂時付款。含京都風味早餐。' },
    },
  },
  {
    code: 'korea-card',
    mealType: 'breakfast', paymentMethod: 'korean_domestic_card', perAdultAddon: 2800, policyCode: 'standard',
    excludeRoomTypes: onlyOurRooms,
    text: {
      ja: { name: '【韓国からのお客様】韓国国内カードで事前決済 朝食付き', description: '韓国で発行された国内カードでご予約時にお支払いいただけます。カード情報に加えて生年月日（6桁）と暗証番号の先頭2桁が必要です。京の朝ごはん付き。' },
      en: { name: 'For Guests from Korea: Prepay with a Korean Card, Breakfast Included', description: 'Pay in advance with a card issued in Korea. Besides the card details, the card asks your date of birth (YYMMDD) and the first two digits of its PIN. With Kyoto breakfast.' },
      ko: { name: '[한국 고객 전용] 국내 카드 사전 결제, 조식 포함', description: '한국에서 발급된 국내 카드로 예약 시 결제하실 수 있습니다. 카드 정보와 함께 생년월일(6자리)과 카드 비밀번호 앞 2자리가 필요합니다. 교토식 조식 포함.' },
      zh_Hans: { name: '【韩国客人】韩国国内卡预付 含早餐', description: '可使用韩国发行的国内卡于预订时付款。除卡片信息外，还需出生日期（6位）及卡密码前两位。含京都风味早餐。' },
      zh_Hant: { name: '【韓國旅客】韓國國內卡預付 含早餐', description: '可使用韓國發行的國內卡於預訂時付款。除卡片資料外，另需出生日期（6位數）及卡片密碼前兩碼。含京都風味早餐。' },
    },
  },
];

/** The account kyoto-gion's bank transfer guests pay into (demo data: the bank and numbers are invented). */
export const kyotoBankAccount: BankTransferAccount = {
  account_type: 'ordinary',
  account_number: '1234567',
  swift_code: 'NRNBJPJT',
  translations: {
    ja: { bank_name: 'のれん銀行', branch_name: '祇園支店（店番号 605）', account_holder: 'カ）ノレンキョウトギオン', note: '振込手数料はお客様のご負担となります。振込名義の前に予約番号をご入力ください。' },
    en: { bank_name: 'Noren Bank', branch_name: 'Gion Branch (branch code 605)', account_holder: 'NOREN KYOTO GION CO., LTD.', note: 'Transfer fees are paid by the guest. Please put your reservation number before your name as the reference.' },
    ko: { bank_name: '노렌 은행', branch_name: '기온 지점 (지점 번호 605)', account_holder: 'NOREN KYOTO GION CO., LTD.', note: '이체 수수료는 고객님 부담입니다. 입금자명 앞에 예약 번호를 입력해 주세요.' },
    zh_Hans: { bank_name: '暖帘银行', branch_name: '祇园支行（支行代码605）', account_holder: 'NOREN KYOTO GION CO., LTD.', note: '转账手续费由客人承担。请在汇款人姓名前填写预订编号。' },
    zh_Hant: { bank_name: '暖簾銀行', branch_name: '祇園分行（分行代碼605）', account_holder: 'NOREN KYOTO GION CO., LTD.', note: '轉帳手續費由旅客負擔。請在匯款人姓名前填寫訂房編號。' },
  },
};
