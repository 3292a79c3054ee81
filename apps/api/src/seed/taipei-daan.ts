// Noren Taipei Da'an: a modern hotel by Daan Forest Park (TWD, Asia/Taipei). Prices are
// tax-exclusive New Taiwan dollars per room per night (TWD has no minor unit in use).
import { LANGUAGES, type Language } from '@noren/core/domain';
import { norenLogo } from './svg.ts';
import type { HotelSeed } from './types.ts';

const BOOK_LANGUAGES: Language[] = ['zh_Hant', 'en', 'ja', 'ko', 'zh_Hans'];

export const taipeiDaan: HotelSeed = {
  hotel: {
    code: 'taipei-daan',
    name: '暖簾 台北大安',
    text: {
      zh_Hant: {
        hotel_name: '暖簾 台北大安',
        description:
          '位於大安森林公園旁的設計旅店，步行即可抵達捷運大安森林公園站與永康街。簡約舒適的客房、可眺望公園綠意的景觀房，以及台灣在地風味的早餐，讓您在城市中安心休憩。',
        full_address: '106台北市大安區新生南路二段86號',
      },
      zh_Hans: {
        hotel_name: '暖帘 台北大安',
        description:
          '位于大安森林公园旁的设计酒店，步行即可到达捷运大安森林公园站和永康街。简约舒适的客房、可眺望公园绿意的景观房，以及台湾在地风味的早餐，让您在城市中安心休憩。',
        full_address: '台湾台北市大安区新生南路二段86号（邮编106）',
      },
      en: {
        hotel_name: "Noren Taipei Da'an",
        description:
          "A design hotel beside Daan Forest Park, a short walk from Daan Park MRT station and Yongkang Street. Relax in calm, comfortable rooms, some overlooking the park's greenery, and start the day with a breakfast of Taiwanese favourites.",
        full_address: "No. 86, Sec. 2, Xinsheng S. Rd., Da'an Dist., Taipei City 106, Taiwan",
      },
      ja: {
        hotel_name: 'のれん 台北大安',
        description:
          '大安森林公園のそばに建つデザインホテル。MRT大安森林公園駅や永康街へも徒歩圏内です。公園の緑を望む客室や台湾の味を楽しめる朝食で、都会の中のくつろぎのひとときをお過ごしください。',
        full_address: '台湾 台北市大安区新生南路二段86号（郵便番号106）',
      },
      ko: {
        hotel_name: '노렌 타이베이 다안',
        description:
          '다안 삼림공원 옆에 자리한 디자인 호텔로, MRT 다안삼림공원역과 융캉제까지 걸어서 갈 수 있습니다. 공원의 녹음이 내려다보이는 객실과 대만 현지의 맛을 담은 조식으로 도심 속 편안한 휴식을 누려 보세요.',
        full_address: '대만 타이베이시 다안구 신성남로 2단 86호 (우편번호 106)',
      },
    },
    currency: 'TWD',
    timeZone: 'Asia/Taipei',
    locale: 'zh_Hant',
    bookLanguages: BOOK_LANGUAGES,
    // The widget's own texts exist in all eight languages; hotel content falls back to bookLanguages[0].
    availableLanguages: [...LANGUAGES],
    postCode: '106',
    fullAddress: '台北市大安區新生南路二段86號',
    country: 'TW',
    phone: '+886 2 5555 0123',
    email: 'stay@taipei-daan.noren.example',
    url: 'https://taipei-daan.noren.example',
    checkinTime: '15:00',
    checkoutTime: '11:00',
    buttonColour: '#0f766e',
    headerColour: '#12343b',
    header: 'header_logo',
    logo: norenLogo('#12343b', '#0f766e'),
    displayWebsiteFooter: true,
    websiteFooterHtml:
      '<p>暖簾 台北大安 — 106台北市大安區新生南路二段86號 — <a href="tel:+886255550123">02-5555-0123</a></p>',
    compiledWebsiteFooterCss: 'footer p{margin:0;font-size:.875rem}',
    bookingWidgetType: 'overlay',
    bookingWidgetSetting: {
      position: 'right',
      open_on_load: false,
      button_text: {
        zh_Hant: { text: '立即訂房' },
        zh_Hans: { text: '立即预订' },
        en: { text: 'Book now' },
        ja: { text: 'ご予約' },
        ko: { text: '예약하기' },
      },
    },
    searchType: 'hotel_plan',
    planSearchEnabled: true,
    maxGuestsPerRoom: 6,
    multiRoomsSearchEnabled: false,
    multiRoomsSearchLimit: 5,
    dayUseSearchActive: false,
    yesterdayBookable: false,
    availableRoomsOnly: true,
    checkinOffsetDays: 0,
    reservablePeriodMonths: 12,
    kidsType: 'ages',
    kidsAcceptType: 'accept',
    kidsSharedBedType: 'allowed',
    maxChildrenPerAdult: 2,
    kanjiNameRequired: false,
    customerAddressRequired: false,
    couponActive: true,
    voucherCouponActive: false,
    showPricesTaxIncluded: true,
    percentageCouponDiscountOnly: false,
    // Taiwan: 5% business tax and the customary 10% service charge; no accommodation tax.
    consumptionTaxBp: 500,
    serviceChargeBp: 1000,
    accommodationTax: [],
    facilitySignInEnabled: true,
    pointProgramDisabled: false,
    mcpEnabled: false,
    dataLayers: [
      { name: 't-search_result', enabled: true },
      { name: 't-guest_detail', enabled: true },
      { name: 't-payment_detail', enabled: true },
      { name: 't-confirmation', enabled: true },
      { name: 't-reservation_cancel', enabled: false },
      { name: 't-reservation_update', enabled: false },
    ],
    paymentGatewaySetting: {
      provider: 'sandbox',
      tokenization_url: '/sandbox-gateway/v1/tokens',
      public_key: 'pk_sandbox_taipei_daan',
      three_d_secure_enabled: true,
      accepted_card_brands: ['visa', 'master', 'jcb', 'amex'],
    },
    mcpPaymentGatewaySetting: null,
    integrations: [{ type: 'sandbox_gateway', enabled: true }],
    paymentHubIntegrationType: 'none',
    paymentOptions: [
      { payment_type: 'on_site', enabled: true },
      { payment_type: 'credit_card', enabled: true },
    ],
    signInButtonSetting: {
      display_pages: ['search', 'results'],
      display_type: 'price_table',
      is_active: true,
      privacy_url: 'https://taipei-daan.noren.example/privacy',
      term_of_use_url: 'https://taipei-daan.noren.example/terms',
      allow_signup: true,
      organization_login_widget_enabled: false,
    },
  },
  pricing: {
    roundTo: 10,
    seasons: [
      { from: '12-29', to: '01-01', factor: 1.8 }, // Taipei 101 New Year's Eve fireworks
      { from: '10-09', to: '10-11', factor: 1.3 }, // National Day weekend
      { from: '07-01', to: '08-31', factor: 1.15 }, // summer holidays
      { from: '01-05', to: '01-20', factor: 0.9 },
    ],
    weekdayFactors: [1, 0.95, 0.95, 0.95, 1, 1.1, 1.2],
  },
  roomTypes: [
    {
      code: 'superior-queen',
      minAdults: 1, maxAdults: 2, maxChildren: 1, maxOccupancy: 3,
      sizeValue: 24, sizeUnit: 'sqm', bedType: 'queen', bedCount: 1,
      rooms: 30, baseRate: 4200, extraAdultRate: 0,
      photo: { from: '#eef3f2', to: '#cfe0dd', motif: 'bed' },
      text: {
        zh_Hant: { name: '精緻客房（一大床）', bed: '一張加大雙人床', description: '24平方公尺，配備加大雙人床與淋浴間，簡潔明亮，適合商務出差或兩人輕旅行。最多可入住2位成人及1位兒童。' },
        zh_Hans: { name: '精致客房（一张大床）', bed: '一张加大双人床', description: '24平方米，配备加大双人床和淋浴间，简洁明亮，适合商务出行或两人轻旅行。最多可入住2位成人及1位儿童。' },
        en: { name: 'Superior Queen', bed: 'One queen bed', description: 'A bright, uncluttered 24 m² room with a queen bed and a walk-in shower, ideal for business or a short trip for two. Up to 2 adults and 1 child.' },
        ja: { name: 'スーペリア クイーン', bed: 'クイーンベッド1台', description: '24㎡の明るくシンプルな客室。クイーンベッドとシャワーブースを備え、ビジネスやお二人の小旅行に最適です。大人2名様・お子さま1名様まで。' },
        ko: { name: '슈페리어 퀸', bed: '퀸 베드 1개', description: '퀸 베드와 샤워 부스를 갖춘 24㎡의 밝고 깔끔한 객실로, 출장이나 두 분의 짧은 여행에 알맞습니다. 성인 2명, 어린이 1명까지.' },
      },
    },
    {
      code: 'deluxe-king',
      minAdults: 1, maxAdults: 2, maxChildren: 1, maxOccupancy: 3,
      sizeValue: 30, sizeUnit: 'sqm', bedType: 'king', bedCount: 1,
      rooms: 24, baseRate: 5200, extraAdultRate: 0,
      photo: { from: '#f2efe9', to: '#dcd3c3', motif: 'bed' },
      text: {
        zh_Hant: { name: '豪華客房（一大床）', bed: '一張特大雙人床', description: '30平方公尺，配備特大雙人床與浴缸，窗邊設有閱讀角落。最多可入住2位成人及1位兒童。' },
        zh_Hans: { name: '豪华客房（一张大床）', bed: '一张特大双人床', description: '30平方米，配备特大双人床和浴缸，窗边设有阅读角。最多可入住2位成人及1位儿童。' },
        en: { name: 'Deluxe King', bed: 'One king bed', description: 'A 30 m² room with a king bed, a bathtub and a reading nook by the window. Up to 2 adults and 1 child.' },
        ja: { name: 'デラックス キング', bed: 'キングベッド1台', description: 'キングベッドとバスタブ、窓辺の読書コーナーを備えた30㎡の客室。大人2名様・お子さま1名様まで。' },
        ko: { name: '디럭스 킹', bed: '킹 베드 1개', description: '킹 베드와 욕조, 창가의 독서 공간을 갖춘 30㎡ 객실입니다. 성인 2명, 어린이 1명까지.' },
      },
    },
    {
      code: 'deluxe-twin',
      minAdults: 1, maxAdults: 2, maxChildren: 1, maxOccupancy: 3,
      sizeValue: 30, sizeUnit: 'sqm', bedType: 'twin', bedCount: 2,
      rooms: 20, baseRate: 5200, extraAdultRate: 0,
      photo: { from: '#eef1f5', to: '#cdd6e2', motif: 'bed' },
      text: {
        zh_Hant: { name: '豪華雙床房', bed: '兩張單人床', description: '30平方公尺，兩張單人床與浴缸，適合朋友結伴或親子同行。最多可入住2位成人及1位兒童。' },
        zh_Hans: { name: '豪华双床房', bed: '两张单人床', description: '30平方米，两张单人床和浴缸，适合朋友结伴或亲子出行。最多可入住2位成人及1位儿童。' },
        en: { name: 'Deluxe Twin', bed: 'Two single beds', description: 'A 30 m² room with two single beds and a bathtub, good for friends or a parent travelling with a child. Up to 2 adults and 1 child.' },
        ja: { name: 'デラックス ツイン', bed: 'シングルベッド2台', description: 'シングルベッド2台とバスタブを備えた30㎡の客室。ご友人同士や親子旅に。大人2名様・お子さま1名様まで。' },
        ko: { name: '디럭스 트윈', bed: '싱글 베드 2개', description: '싱글 베드 2개와 욕조를 갖춘 30㎡ 객실로, 친구나 부모와 자녀가 함께하는 여행에 알맞습니다. 성인 2명, 어린이 1명까지.' },
      },
    },
    {
      code: 'park-view-king',
      minAdults: 1, maxAdults: 2, maxChildren: 1, maxOccupancy: 3,
      sizeValue: 36, sizeUnit: 'sqm', bedType: 'king', bedCount: 1,
      rooms: 12, baseRate: 6800, extraAdultRate: 0,
      photo: { from: '#e8f3e6', to: '#b9d8b2', motif: 'bed' },
      text: {
        zh_Hant: { name: '森林公園景觀客房', bed: '一張特大雙人床', description: '36平方公尺，大片落地窗正對大安森林公園的綠蔭，配備特大雙人床與獨立浴缸。最多可入住2位成人及1位兒童。' },
        zh_Hans: { name: '森林公园景观客房', bed: '一张特大双人床', description: '36平方米，大面积落地窗正对大安森林公园的绿荫，配备特大双人床和独立浴缸。最多可入住2位成人及1位儿童。' },
        en: { name: 'Park View King', bed: 'One king bed', description: 'A 36 m² room with floor-to-ceiling windows facing the trees of Daan Forest Park, a king bed and a freestanding bathtub. Up to 2 adults and 1 child.' },
        ja: { name: 'パークビュー キング', bed: 'キングベッド1台', description: '大きな窓の向こうに大安森林公園の緑が広がる36㎡の客室。キングベッドと独立型バスタブ付き。大人2名様・お子さま1名様まで。' },
        ko: { name: '파크뷰 킹', bed: '킹 베드 1개', description: '통창 너머로 다안 삼림공원의 녹음이 펼쳐지는 36㎡ 객실로, 킹 베드와 독립형 욕조를 갖추었습니다. 성인 2명, 어린이 1명까지.' },
      },
    },
    {
      code: 'family-quad',
      minAdults: 2, maxAdults: 4, maxChildren: 2, maxOccupancy: 6,
      sizeValue: 42, sizeUnit: 'sqm', bedType: 'double', bedCount: 2,
      rooms: 10, baseRate: 7600, extraAdultRate: 600,
      photo: { from: '#fbf1e4', to: '#f0d4ae', motif: 'bed' },
      text: {
        zh_Hant: { name: '家庭四人房', bed: '兩張雙人床', description: '42平方公尺，兩張雙人床，寬敞的空間適合全家出遊。最多可入住4位成人及2位兒童。' },
        zh_Hans: { name: '家庭四人房', bed: '两张双人床', description: '42平方米，两张双人床，宽敞的空间适合全家出游。最多可入住4位成人及2位儿童。' },
        en: { name: 'Family Room for Four', bed: 'Two double beds', description: 'A 42 m² room with two double beds and plenty of space for the whole family. Up to 4 adults and 2 children.' },
        ja: { name: 'ファミリールーム（4名様）', bed: 'ダブルベッド2台', description: 'ダブルベッド2台を備えた42㎡の広々とした客室で、ご家族旅行に最適です。大人4名様・お子さま2名様まで。' },
        ko: { name: '패밀리룸 (4인)', bed: '더블 베드 2개', description: '더블 베드 2개를 갖춘 42㎡의 넓은 객실로 가족 여행에 딱 맞습니다. 성인 4명, 어린이 2명까지.' },
      },
    },
    {
      code: 'daan-suite',
      minAdults: 1, maxAdults: 3, maxChildren: 1, maxOccupancy: 4,
      sizeValue: 64, sizeUnit: 'sqm', bedType: 'king', bedCount: 1,
      rooms: 4, baseRate: 12800, extraAdultRate: 1200,
      photo: { from: '#ecebf4', to: '#c4c1dc', motif: 'bed' },
      text: {
        zh_Hant: { name: '大安套房', bed: '一張特大雙人床（可加床）', description: '64平方公尺，獨立客廳與臥室，可眺望大安森林公園與台北101。最多可入住3位成人及1位兒童。' },
        zh_Hans: { name: '大安套房', bed: '一张特大双人床（可加床）', description: '64平方米，独立客厅与卧室，可眺望大安森林公园与台北101。最多可入住3位成人及1位儿童。' },
        en: { name: "Da'an Suite", bed: 'One king bed (extra bed available)', description: 'A 64 m² suite with a separate living room and bedroom and views over Daan Forest Park towards Taipei 101. Up to 3 adults and 1 child.' },
        ja: { name: '大安スイート', bed: 'キングベッド1台（エキストラベッド可）', description: '独立したリビングとベッドルームを備え、大安森林公園と台北101を望む64㎡のスイート。大人3名様・お子さま1名様まで。' },
        ko: { name: '다안 스위트', bed: '킹 베드 1개 (엑스트라 베드 가능)', description: '독립된 거실과 침실을 갖추고 다안 삼림공원과 타이베이 101이 보이는 64㎡ 스위트입니다. 성인 3명, 어린이 1명까지.' },
      },
    },
  ],
  plans: [
    {
      code: 'room-only',
      mealType: 'none', paymentMethod: 'on_site', perAdultAddon: 0, policyCode: 'standard',
      text: {
        zh_Hant: { name: '純住宿', description: '不含早餐的基本方案，鄰近的永康街與東門市場有許多在地美食等您探索。' },
        zh_Hans: { name: '仅住宿', description: '不含早餐的基本方案，附近的永康街和东门市场有众多在地美食等您探索。' },
        en: { name: 'Room Only', description: 'Our basic rate without breakfast; Yongkang Street and Dongmen Market nearby are full of local food to explore.' },
        ja: { name: '素泊まり', description: '朝食なしの基本プラン。近くの永康街や東門市場で台湾グルメを気軽にお楽しみください。' },
        ko: { name: '숙박 전용', description: '조식이 포함되지 않은 기본 플랜입니다. 근처 융캉제와 둥먼 시장에서 다양한 현지 음식을 즐겨 보세요.' },
      },
    },
    {
      code: 'breakfast',
      mealType: 'breakfast', paymentMethod: 'on_site', perAdultAddon: 450, policyCode: 'standard',
      memberDiscountBp: 500,
      text: {
        zh_Hant: { name: '含早餐', description: '早餐為自助式，提供清粥小菜、蛋餅、豆漿等台式料理及西式餐點。' },
        zh_Hans: { name: '含早餐', description: '早餐为自助式，提供清粥小菜、蛋饼、豆浆等台式料理及西式餐点。' },
        en: { name: 'With Breakfast', description: 'A breakfast buffet of Taiwanese favourites, such as congee with side dishes, danbing egg crepes and soy milk, alongside Western dishes.' },
        ja: { name: '朝食付き', description: '朝食はお粥と小皿料理、蛋餅（ダンビン）、豆漿など台湾の定番料理と洋食のビュッフェです。' },
        ko: { name: '조식 포함', description: '조식은 죽과 반찬, 단빙(대만식 달걀전병), 더우장 등 대만식 메뉴와 서양식 메뉴를 뷔페로 준비합니다.' },
      },
    },
    {
      code: 'members-exclusive',
      mealType: 'breakfast', paymentMethod: 'on_site', perAdultAddon: 450, policyCode: 'standard',
      membersOnly: true, discountBp: 1200,
      text: {
        zh_Hant: { name: '【會員專屬】含早餐優惠價', description: '暖簾酒店會員專屬價格，含早餐，並可延遲退房至下午1點（視房況而定）。' },
        zh_Hans: { name: '【会员专享】含早餐优惠价', description: '暖帘酒店会员专享价格，含早餐，并可延迟退房至下午1点（视房态而定）。' },
        en: { name: 'Members Only: Breakfast Included at a Special Rate', description: 'An exclusive rate for Noren Hotels members with breakfast and late check-out until 1:00 pm, subject to availability.' },
        ja: { name: '【会員限定】朝食付き 特別料金', description: 'のれんホテルズ会員さま限定の特別料金。朝食付きで、空室状況によりチェックアウトを13時まで延長できます。' },
        ko: { name: '[회원 전용] 조식 포함 특별 요금', description: '노렌 호텔스 회원 전용 요금으로 조식이 포함되며, 객실 상황에 따라 체크아웃을 오후 1시까지 연장할 수 있습니다.' },
      },
    },
    {
      code: 'advance-14',
      mealType: 'none', paymentMethod: 'credit_card', perAdultAddon: 0, policyCode: 'non-refundable',
      discountBp: 1500, bookingDeadlineDays: 14, saleWindow: [-30, 335], planStock: 8, saleLimit: 3,
      excludeRoomTypes: ['daan-suite'],
      text: {
        zh_Hant: { name: '【早鳥優惠】14天前預訂享85折（純住宿）', description: '入住日14天前完成預訂即享85折。須以信用卡預付，訂房後恕不退款或更改。' },
        zh_Hans: { name: '【早鸟优惠】提前14天预订享85折（仅住宿）', description: '入住日14天前完成预订即享85折。须以信用卡预付，订房后恕不退款或更改。' },
        en: { name: 'Advance Purchase: 15% Off 14 Days Ahead (Room Only)', description: 'Book 14 days or more before arrival to save 15%. Prepaid by card; non-refundable and cannot be changed.' },
        ja: { name: '【早割14】14日前までのご予約で15%オフ（素泊まり）', description: '14日前までのご予約で15%割引。カードでの事前決済のみで、ご予約後の返金・変更はできません。' },
        ko: { name: '[얼리버드] 14일 전 예약 시 15% 할인 (숙박 전용)', description: '도착 14일 전까지 예약하시면 15% 할인됩니다. 카드 사전 결제만 가능하며, 예약 후 환불 및 변경이 불가합니다.' },
      },
    },
    {
      code: 'staycation',
      mealType: 'breakfast', paymentMethod: 'credit_card', perAdultAddon: 900, policyCode: 'standard',
      saleWindow: [-7, 90], stayWindow: [0, 180], maxNights: 3,
      excludeRoomTypes: ['family-quad'],
      text: {
        zh_Hant: { name: '城市慢旅・延遲退房至下午2點', description: '含早餐、午茶套組，並可延遲退房至下午2點。限期販售。' },
        zh_Hans: { name: '城市慢旅・延迟退房至下午2点', description: '含早餐、下午茶套餐，并可延迟退房至下午2点。限期销售。' },
        en: { name: 'City Staycation with 2 pm Late Check-out', description: 'Breakfast, an afternoon tea set and late check-out until 2:00 pm. On sale for a limited time.' },
        ja: { name: 'シティステイ 14時レイトチェックアウト付き', description: '朝食、アフタヌーンティーセット、14時までのレイトチェックアウト付き。期間限定の販売です。' },
        ko: { name: '시티 스테이케이션 (오후 2시 레이트 체크아웃)', description: '조식, 애프터눈 티 세트와 오후 2시 레이트 체크아웃이 포함된 기간 한정 플랜입니다.' },
      },
    },
  ],
  kidsTiers: [
    {
      code: 'age-0-5', ageFrom: 0, ageTo: 5, withBed: false, withMeal: false, rateType: 'free', rateValue: 0,
      text: {
        zh_Hant: { name: '0–5歲（不佔床）' },
        zh_Hans: { name: '0–5岁（不占床）' },
        en: { name: 'Ages 0–5 (sharing an existing bed)' },
        ja: { name: '0〜5歳（添い寝）' },
        ko: { name: '0~5세 (침대 미사용)' },
      },
    },
    {
      code: 'age-6-11', ageFrom: 6, ageTo: 11, withBed: false, withMeal: true, rateType: 'fixed', rateValue: 450,
      text: {
        zh_Hant: { name: '6–11歲（不佔床・含早餐）' },
        zh_Hans: { name: '6–11岁（不占床・含早餐）' },
        en: { name: 'Ages 6–11 (no extra bed, breakfast included)' },
        ja: { name: '6〜11歳（ベッドなし・朝食付き）' },
        ko: { name: '6~11세 (침대 미제공·조식 포함)' },
      },
    },
    {
      code: 'age-12-17', ageFrom: 12, ageTo: 17, withBed: true, withMeal: true, rateType: 'fixed', rateValue: 1200,
      text: {
        zh_Hant: { name: '12–17歲（加床・含早餐）' },
        zh_Hans: { name: '12–17岁（加床・含早餐）' },
        en: { name: 'Ages 12–17 (extra bed, breakfast included)' },
        ja: { name: '12〜17歳（エキストラベッド・朝食付き）' },
        ko: { name: '12~17세 (엑스트라 베드·조식 포함)' },
      },
    },
  ],
  policies: [
    {
      code: 'standard', noShowPercent: 100, sameDayPercent: 100, cancelBeforeAt: null, isDefault: true,
      parts: [
        { daysBefore: 365, percentageOfCost: 0 },
        { daysBefore: 13, percentageOfCost: 30 },
        { daysBefore: 9, percentageOfCost: 50 },
        { daysBefore: 6, percentageOfCost: 60 },
        { daysBefore: 3, percentageOfCost: 70 },
        { daysBefore: 1, percentageOfCost: 80 },
        { daysBefore: 0, percentageOfCost: 100 },
      ],
      text: {
        zh_Hant: { name: '標準取消政策', description: '入住日14天前取消免費；13–10天前收取30%；9–7天前50%；6–4天前60%；3–2天前70%；1天前80%；當天取消或未入住100%。' },
        zh_Hans: { name: '标准取消政策', description: '入住日14天前取消免费；13–10天前收取30%；9–7天前50%；6–4天前60%；3–2天前70%；1天前80%；当天取消或未入住100%。' },
        en: { name: 'Standard cancellation policy', description: 'Free until 14 days before arrival; 30% from 13 days, 50% from 9 days, 60% from 6 days, 70% from 3 days, 80% the day before, and 100% on the day or for no-shows.' },
        ja: { name: '標準キャンセルポリシー', description: '14日前まで無料。13日前から30%、9日前から50%、6日前から60%、3日前から70%、前日80%、当日・不泊は100%を申し受けます。' },
        ko: { name: '기본 취소 규정', description: '도착 14일 전까지 무료 취소. 13일 전부터 30%, 9일 전부터 50%, 6일 전부터 60%, 3일 전부터 70%, 전날 80%, 당일 및 노쇼 시 100%가 부과됩니다.' },
      },
    },
    {
      code: 'non-refundable', noShowPercent: 100, sameDayPercent: 100, cancelBeforeAt: null,
      parts: [{ daysBefore: 365, percentageOfCost: 100 }],
      text: {
        zh_Hant: { name: '不可退款', description: '訂房確認後取消或更改，將收取房價的100%。' },
        zh_Hans: { name: '不可退款', description: '订房确认后取消或更改，将收取房价的100%。' },
        en: { name: 'Non-refundable', description: 'Once confirmed, cancellations and changes are charged 100% of the room charge.' },
        ja: { name: '返金不可', description: 'ご予約確定後のキャンセル・変更は、宿泊料金の100%を申し受けます。' },
        ko: { name: '환불 불가', description: '예약 확정 후 취소 및 변경 시 객실 요금의 100%가 부과됩니다.' },
      },
    },
  ],
  filters: [
    {
      code: 'one-bed', roomTypeCodes: ['superior-queen', 'deluxe-king', 'park-view-king', 'daan-suite'],
      text: { zh_Hant: { name: '一大床' }, zh_Hans: { name: '一张大床' }, en: { name: 'One large bed' }, ja: { name: '大きなベッド1台' }, ko: { name: '큰 침대 1개' } },
    },
    {
      code: 'two-beds', roomTypeCodes: ['deluxe-twin', 'family-quad'],
      text: { zh_Hant: { name: '兩張床' }, zh_Hans: { name: '两张床' }, en: { name: 'Two beds' }, ja: { name: 'ベッド2台' }, ko: { name: '침대 2개' } },
    },
    {
      code: 'park-view', roomTypeCodes: ['park-view-king', 'daan-suite'],
      text: { zh_Hant: { name: '公園景觀' }, zh_Hans: { name: '公园景观' }, en: { name: 'Park view' }, ja: { name: '公園ビュー' }, ko: { name: '공원 전망' } },
    },
    {
      code: 'family', roomTypeCodes: ['family-quad', 'daan-suite'],
      text: { zh_Hant: { name: '適合家庭' }, zh_Hans: { name: '适合家庭' }, en: { name: 'Family friendly' }, ja: { name: 'ファミリー向け' }, ko: { name: '가족 여행' } },
    },
  ],
};
