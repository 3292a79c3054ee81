// Noren Kyoto Gion: a ryokan-style inn in Gion (JPY, Asia/Tokyo). Names and descriptions in every
// book language; prices are tax-exclusive yen per room per night.
import { LANGUAGES, type Language } from '@noren/core/domain';
import { kyotoBankAccount, kyotoPaymentPlans } from './payment-plans.ts';
import { norenLogo } from './svg.ts';
import type { HotelSeed } from './types.ts';

const BOOK_LANGUAGES: Language[] = ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'];

export const kyotoGion: HotelSeed = {
  hotel: {
    code: 'kyoto-gion',
    name: 'のれん 京都祇園',
    text: {
      ja: {
        hotel_name: 'のれん 京都祇園',
        description:
          '八坂神社や花見小路まで徒歩数分、祇園の石畳の路地に佇む数寄屋造りの宿。坪庭を望む和室や檜の内風呂付きの特別室で、京の四季と静かな夜をお過ごしください。',
        full_address: '〒605-0074 京都府京都市東山区祇園町南側570番地',
      },
      en: {
        hotel_name: 'Noren Kyoto Gion',
        description:
          "A sukiya-style inn on a stone-paved lane in Gion, a few minutes' walk from Yasaka Shrine and Hanamikoji Street. Stay in a tatami room overlooking a courtyard garden or a suite with its own hinoki cypress bath, and enjoy Kyoto's seasons and its quiet evenings.",
        full_address: '570 Gionmachi Minamigawa, Higashiyama-ku, Kyoto 605-0074, Japan',
      },
      ko: {
        hotel_name: '노렌 교토 기온',
        description:
          '야사카 신사와 하나미코지 거리에서 도보 몇 분, 기온의 돌길 골목에 자리한 스키야 양식의 료칸입니다. 안뜰 정원이 보이는 다다미 객실과 히노키 욕조가 딸린 특별실에서 교토의 사계절과 고요한 밤을 즐겨 보세요.',
        full_address: '일본 교토부 교토시 히가시야마구 기온마치 미나미가와 570 (우편번호 605-0074)',
      },
      zh_Hans: {
        hotel_name: '暖帘 京都祇园',
        description:
          '坐落于祇园石板小巷中的数寄屋风格旅馆，步行数分钟即可到达八坂神社和花见小路。您可以入住面朝坪庭的和室，或带私人桧木浴池的特别客房，感受京都的四季与静谧夜晚。',
        full_address: '日本京都府京都市东山区祇园町南侧570番地（邮编605-0074）',
      },
      zh_Hant: {
        hotel_name: '暖簾 京都祇園',
        description:
          '坐落於祇園石板小巷中的數寄屋風格旅館，步行數分鐘即可抵達八坂神社與花見小路。您可以入住面向坪庭的和室，或附私人檜木浴池的特別客房，感受京都的四季與靜謐夜晚。',
        full_address: '日本京都府京都市東山區祇園町南側570番地（郵遞區號605-0074）',
      },
    },
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
    locale: 'ja',
    bookLanguages: BOOK_LANGUAGES,
    // The widget's own texts exist in all eight languages; hotel content falls back to bookLanguages[0].
    availableLanguages: [...LANGUAGES],
    postCode: '605-0074',
    fullAddress: '京都府京都市東山区祇園町南側570番地',
    country: 'JP',
    phone: '+81 75-555-0123',
    email: 'stay@kyoto-gion.noren.example',
    url: 'https://kyoto-gion.noren.example',
    checkinTime: '15:00',
    checkoutTime: '10:00',
    buttonColour: '#9e2a2b',
    headerColour: '#23304a',
    header: 'header_logo',
    logo: norenLogo('#23304a', '#9e2a2b'),
    displayWebsiteFooter: true,
    websiteFooterHtml:
      '<p>のれん 京都祇園 — 〒605-0074 京都府京都市東山区祇園町南側570番地 — <a href="tel:+81755550123">075-555-0123</a></p>',
    compiledWebsiteFooterCss: 'footer p{margin:0;font-size:.875rem}',
    bookingWidgetType: 'overlay',
    bookingWidgetSetting: {
      position: 'right',
      open_on_load: false,
      button_text: {
        ja: { text: 'ご予約' },
        en: { text: 'Book now' },
        ko: { text: '예약하기' },
        zh_Hans: { text: '立即预订' },
        zh_Hant: { text: '立即訂房' },
      },
    },
    searchType: 'hotel_plan',
    planSearchEnabled: true,
    maxGuestsPerRoom: 6,
    multiRoomsSearchEnabled: true,
    multiRoomsSearchLimit: 5,
    dayUseSearchActive: false,
    yesterdayBookable: false,
    availableRoomsOnly: false,
    checkinOffsetDays: 0,
    reservablePeriodMonths: 12,
    kidsType: 'tiers',
    kidsAcceptType: 'accept',
    kidsSharedBedType: 'allowed',
    maxChildrenPerAdult: 2,
    // Japanese inns keep a guest register with address and, for Japanese guests, the kanji name.
    kanjiNameRequired: true,
    customerAddressRequired: true,
    couponActive: true,
    voucherCouponActive: true,
    showPricesTaxIncluded: true,
    percentageCouponDiscountOnly: false,
    consumptionTaxBp: 1000,
    serviceChargeBp: 0,
    // Kyoto City accommodation tax from March 2026, per person per night by the room rate.
    accommodationTax: [
      { up_to: 6000, amount: 200 },
      { up_to: 20000, amount: 400 },
      { up_to: 50000, amount: 1000 },
      { up_to: 100000, amount: 4000 },
      { up_to: null, amount: 10000 },
    ],
    facilitySignInEnabled: true,
    pointProgramDisabled: false,
    mcpEnabled: true,
    dataLayers: [
      { name: 't-search_result', enabled: true },
      { name: 't-guest_detail', enabled: true },
      { name: 't-payment_detail', enabled: true },
      { name: 't-confirmation', enabled: true },
      { name: 't-reservation_cancel', enabled: true },
      { name: 't-reservation_update', enabled: true },
    ],
    paymentGatewaySetting: {
      provider: 'sandbox',
      tokenization_url: '/sandbox-gateway/v1/tokens',
      public_key: 'pk_sandbox_kyoto_gion',
      three_d_secure_enabled: true,
      accepted_card_brands: ['visa', 'master', 'jcb', 'amex', 'diners'],
    },
    mcpPaymentGatewaySetting: {
      provider: 'sandbox',
      tokenization_url: '/sandbox-gateway/v1/tokens',
      public_key: 'pk_sandbox_kyoto_gion_mcp',
      three_d_secure_enabled: true,
      accepted_card_brands: ['jcb', 'amex', 'diners'],
    },
    integrations: [{ type: 'sandbox_gateway', enabled: true }],
    paymentHubIntegrationType: 'none',
    // Every payment type of part 1 §3 is on offer; each plan says which one it is sold with
    // (payment-plans.ts), and the payment step offers only what fits the plan.
    paymentOptions: [
      { payment_type: 'on_site', enabled: true },
      { payment_type: 'credit_card', enabled: true },
      { payment_type: 'credit_card_full', enabled: true },
      { payment_type: 'credit_card_deposit', enabled: true },
      { payment_type: 'credit_card_international', enabled: true },
      { payment_type: 'korean_domestic_card', enabled: true },
      { payment_type: 'on_site_credit_card_required', enabled: true },
      { payment_type: 'bank_transfer', enabled: true, bank_account: kyotoBankAccount },
      { payment_type: 'deferred_payment', enabled: true },
      { payment_type: 'pre_paid', enabled: true },
    ],
    signInButtonSetting: {
      display_pages: ['search', 'results', 'guest_detail'],
      display_type: 'header',
      is_active: true,
      privacy_url: 'https://kyoto-gion.noren.example/privacy',
      term_of_use_url: 'https://kyoto-gion.noren.example/terms',
      allow_signup: true,
      organization_login_widget_enabled: true,
    },
  },
  pricing: {
    roundTo: 100,
    seasons: [
      { from: '12-28', to: '01-03', factor: 1.5 }, // New Year
      { from: '03-25', to: '04-10', factor: 1.6 }, // cherry blossom
      { from: '04-29', to: '05-05', factor: 1.5 }, // Golden Week
      { from: '07-14', to: '07-17', factor: 1.4 }, // Gion Matsuri eves and procession
      { from: '08-11', to: '08-16', factor: 1.3 }, // Obon
      { from: '11-15', to: '12-05', factor: 1.5 }, // autumn leaves
      { from: '01-08', to: '02-28', factor: 0.85 }, // winter lull
      { from: '06-01', to: '06-30', factor: 0.9 }, // rainy season
    ],
    weekdayFactors: [0.95, 1, 1, 1, 1, 1.15, 1.35],
  },
  roomTypes: [
    {
      code: 'tatami-standard',
      minAdults: 1, maxAdults: 3, maxChildren: 2, maxOccupancy: 4,
      sizeValue: 8, sizeUnit: 'tatami', bedType: 'futon', bedCount: 3,
      rooms: 20, baseRate: 18000, extraAdultRate: 9000,
      photo: { from: '#f3ead8', to: '#e2d3b4', motif: 'tatami' },
      text: {
        ja: { name: '和室 8畳 スタンダード', bed: '布団', description: '畳の香りが心地よい8畳の和室。夜は係の者がお布団をご用意します。最大4名様（大人3名様まで）。' },
        en: { name: 'Standard Japanese Room (8 tatami)', bed: 'Futon', description: 'An 8-tatami room with the calm scent of fresh rush mats. Futons are laid out for you in the evening. Up to 4 guests (3 adults).' },
        ko: { name: '스탠다드 다다미룸 (다다미 8장)', bed: '이불(후톤)', description: '새 다다미 향이 은은한 8조 크기의 일본식 객실입니다. 저녁에는 직원이 이불을 깔아 드립니다. 최대 4명(성인 3명까지) 이용 가능합니다.' },
        zh_Hans: { name: '标准和室（8叠）', bed: '日式被褥', description: '8叠大小的和室，弥漫着榻榻米的清香。晚间由服务人员为您铺好日式被褥。最多可入住4位（成人最多3位）。' },
        zh_Hant: { name: '標準和室（8疊）', bed: '日式床墊', description: '8疊大小的和室，瀰漫著榻榻米的清香。晚間由服務人員為您鋪好日式床墊。最多可入住4位（成人最多3位）。' },
      },
    },
    {
      code: 'tatami-garden',
      minAdults: 1, maxAdults: 4, maxChildren: 3, maxOccupancy: 5,
      sizeValue: 10, sizeUnit: 'tatami', bedType: 'futon', bedCount: 4,
      rooms: 14, baseRate: 26000, extraAdultRate: 11000,
      photo: { from: '#eef0e2', to: '#cfd8b8', motif: 'tatami' },
      text: {
        ja: { name: '坪庭付き和室 10畳', bed: '布団', description: '手入れの行き届いた坪庭を眺める10畳の和室。広縁でお茶を楽しみながら、町家の静けさをお楽しみください。最大5名様（大人4名様まで）。' },
        en: { name: 'Japanese Room with Courtyard Garden (10 tatami)', bed: 'Futon', description: 'A 10-tatami room looking onto a carefully tended tsuboniwa courtyard garden. Take tea on the engawa veranda and enjoy the quiet of a Kyoto townhouse. Up to 5 guests (4 adults).' },
        ko: { name: '안뜰 정원 다다미룸 (다다미 10장)', bed: '이불(후톤)', description: '정성껏 가꾼 쓰보니와(안뜰 정원)가 내다보이는 10조 크기의 객실입니다. 툇마루에서 차를 즐기며 교토 마치야의 고요함을 느껴 보세요. 최대 5명(성인 4명까지).' },
        zh_Hans: { name: '坪庭和室（10叠）', bed: '日式被褥', description: '面朝精心打理的坪庭的10叠和室。在檐廊边品茶，感受京都町家的宁静。最多可入住5位（成人最多4位）。' },
        zh_Hant: { name: '坪庭和室（10疊）', bed: '日式床墊', description: '面向精心照料的坪庭的10疊和室。在緣側邊品茶，感受京都町家的寧靜。最多可入住5位（成人最多4位）。' },
      },
    },
    {
      code: 'modern-twin',
      minAdults: 1, maxAdults: 2, maxChildren: 1, maxOccupancy: 3,
      sizeValue: 28, sizeUnit: 'sqm', bedType: 'twin', bedCount: 2,
      rooms: 18, baseRate: 20000, extraAdultRate: 8000,
      photo: { from: '#f4f1ec', to: '#d8cfc4', motif: 'bed' },
      text: {
        ja: { name: '和モダン ツイン', bed: 'ツインベッド', description: '琉球畳と低めのツインベッドを組み合わせた28㎡の和モダンな客室。ベッドでゆったりお休みになりたい方に。最大3名様（大人2名様まで）。' },
        en: { name: 'Japanese Modern Twin', bed: 'Two twin beds', description: 'A 28 m² room pairing Ryukyu tatami flooring with two low twin beds, for guests who prefer to sleep in a bed. Up to 3 guests (2 adults).' },
        ko: { name: '재패니즈 모던 트윈', bed: '트윈 베드 2개', description: '류큐 다다미 바닥에 낮은 트윈 베드 두 개를 놓은 28㎡의 모던 일본식 객실입니다. 침대에서 편히 쉬고 싶은 분께 추천합니다. 최대 3명(성인 2명까지).' },
        zh_Hans: { name: '和风摩登双床房', bed: '两张单人床', description: '28平方米的和风摩登客房，琉球榻榻米地面搭配两张低矮单人床，适合喜欢睡床的客人。最多可入住3位（成人最多2位）。' },
        zh_Hant: { name: '和風摩登雙床房', bed: '兩張單人床', description: '28平方公尺的和風摩登客房，琉球榻榻米地板搭配兩張低矮單人床，適合喜歡睡床的旅客。最多可入住3位（成人最多2位）。' },
      },
    },
    {
      code: 'wayo-family',
      minAdults: 2, maxAdults: 5, maxChildren: 4, maxOccupancy: 6,
      sizeValue: 45, sizeUnit: 'sqm', bedType: 'twin', bedCount: 2,
      rooms: 10, baseRate: 38000, extraAdultRate: 10000,
      photo: { from: '#f1e9dc', to: '#d6c3a3', motif: 'tatami' },
      text: {
        ja: { name: '和洋室 ファミリー', bed: 'ツインベッド＋布団', description: '8畳の和室とツインベッドの洋室がつながる45㎡の客室。三世代のご旅行やご家族連れに人気です。最大6名様（大人2〜5名様）。' },
        en: { name: 'Japanese-Western Family Room', bed: 'Twin beds and futons', description: 'A 45 m² suite joining an 8-tatami room with a twin-bedded room, popular with families and three generations travelling together. Up to 6 guests (2 to 5 adults).' },
        ko: { name: '화양실 패밀리룸', bed: '트윈 베드와 이불', description: '다다미 8장 크기의 일본식 방과 트윈 베드가 있는 서양식 방이 이어진 45㎡ 객실로, 가족 여행객과 3대가 함께하는 여행에 인기입니다. 최대 6명(성인 2~5명).' },
        zh_Hans: { name: '和洋式家庭房', bed: '两张单人床及日式被褥', description: '45平方米，8叠和室与双床西式房间相连，深受家庭及三代同游旅客的喜爱。最多可入住6位（成人2至5位）。' },
        zh_Hant: { name: '和洋式家庭房', bed: '兩張單人床及日式床墊', description: '45平方公尺，8疊和室與雙床西式房間相連，深受家庭及三代同遊旅客喜愛。最多可入住6位（成人2至5位）。' },
      },
    },
    {
      code: 'yasaka-view',
      minAdults: 2, maxAdults: 4, maxChildren: 3, maxOccupancy: 5,
      sizeValue: 12, sizeUnit: 'tatami', bedType: 'futon', bedCount: 4,
      rooms: 12, baseRate: 42000, extraAdultRate: 12000,
      photo: { from: '#e9e4f0', to: '#c9bfd8', motif: 'tatami' },
      text: {
        ja: { name: '八坂の塔を望む和室 12畳', bed: '布団', description: '窓の向こうに八坂の塔（法観寺五重塔）を望む12畳の和室。夕暮れから夜にかけてライトアップされた塔をお部屋からご覧いただけます。最大5名様（大人2〜4名様）。' },
        en: { name: 'Tatami Room with Yasaka Pagoda View (12 tatami)', bed: 'Futon', description: 'A 12-tatami room framing the Yasaka Pagoda of Hokanji Temple in its window. Watch the pagoda glow as it is lit up from dusk into the night. Up to 5 guests (2 to 4 adults).' },
        ko: { name: '야사카 탑 전망 다다미룸 (다다미 12장)', bed: '이불(후톤)', description: '창밖으로 야사카 탑(호칸지 오층탑)이 보이는 12조 크기의 객실입니다. 해 질 녘부터 밤까지 조명을 밝힌 탑을 객실에서 감상하실 수 있습니다. 최대 5명(성인 2~4명).' },
        zh_Hans: { name: '八坂塔景观和室（12叠）', bed: '日式被褥', description: '从窗口即可远眺八坂塔（法观寺五重塔）的12叠和室。傍晚至夜间可在房内欣赏灯光映照下的古塔。最多可入住5位（成人2至4位）。' },
        zh_Hant: { name: '八坂塔景觀和室（12疊）', bed: '日式床墊', description: '從窗外即可遠眺八坂塔（法觀寺五重塔）的12疊和室。傍晚至夜間可在房內欣賞點燈後的古塔。最多可入住5位（成人2至4位）。' },
      },
    },
    {
      code: 'hinoki-suite',
      minAdults: 2, maxAdults: 4, maxChildren: 2, maxOccupancy: 5,
      sizeValue: 60, sizeUnit: 'sqm', bedType: 'semi_double', bedCount: 2,
      rooms: 4, baseRate: 68000, extraAdultRate: 15000,
      photo: { from: '#f6efe3', to: '#dcc59a', motif: 'bed' },
      text: {
        ja: { name: '檜風呂付き特別室', bed: 'セミダブルベッド2台', description: '香り高い檜の内風呂と専用の坪庭を備えた60㎡の特別室。次の間付きで、記念日や特別なご滞在に最適です。最大5名様（大人2〜4名様）。' },
        en: { name: 'Suite with Private Hinoki Bath', bed: 'Two semi-double beds', description: 'A 60 m² suite with a fragrant hinoki cypress bath, a private courtyard garden and a separate sitting room, made for anniversaries and special stays. Up to 5 guests (2 to 4 adults).' },
        ko: { name: '히노키 욕조 특별실', bed: '세미더블 베드 2개', description: '향긋한 히노키 욕조와 전용 안뜰 정원, 별도의 거실을 갖춘 60㎡ 특별실로 기념일이나 특별한 여행에 제격입니다. 최대 5명(성인 2~4명).' },
        zh_Hans: { name: '桧木浴池特别客房', bed: '两张小双人床', description: '60平方米的特别客房，配有香气怡人的桧木浴池、专属坪庭及独立起居间，是纪念日和特别旅程的理想之选。最多可入住5位（成人2至4位）。' },
        zh_Hant: { name: '檜木浴池特別客房', bed: '兩張小雙人床', description: '60平方公尺的特別客房，設有香氣怡人的檜木浴池、專屬坪庭及獨立起居間，是紀念日與特別旅程的理想之選。最多可入住5位（成人2至4位）。' },
      },
    },
  ],
  plans: [
    {
      code: 'room-only',
      mealType: 'none', paymentMethod: 'on_site', perAdultAddon: 0, policyCode: 'standard',
      text: {
        ja: { name: '素泊まり', description: '食事なしのシンプルなプラン。祇園・東山の散策や、お好きなお店でのお食事を自由にお楽しみください。' },
        en: { name: 'Room Only', description: 'A simple plan without meals: explore Gion and Higashiyama freely and dine wherever you like.' },
        ko: { name: '숙박 전용 (식사 불포함)', description: '식사가 포함되지 않은 심플한 플랜입니다. 기온과 히가시야마를 산책하며 원하는 곳에서 자유롭게 식사를 즐겨 보세요.' },
        zh_Hans: { name: '仅住宿', description: '不含餐的简单方案，可自由漫步祇园、东山，随心选择喜欢的餐厅用餐。' },
        zh_Hant: { name: '純住宿', description: '不含餐點的簡單方案，可自由漫步祇園、東山，隨心選擇喜愛的餐廳用餐。' },
      },
    },
    {
      code: 'kyoto-breakfast',
      mealType: 'breakfast', paymentMethod: 'on_site', perAdultAddon: 2800, policyCode: 'standard',
      memberDiscountBp: 500,
      text: {
        ja: { name: '京の朝ごはん付き', description: '京野菜のおばんざい、湯豆腐、だし巻き玉子など、京都らしい和朝食を食事処でご用意します。' },
        en: { name: 'With Kyoto Breakfast', description: 'Start the day with a Kyoto-style Japanese breakfast of obanzai dishes made with local vegetables, simmered tofu and rolled dashi omelette, served in our dining room.' },
        ko: { name: '교토식 조식 포함', description: '교토 채소로 만든 오반자이 반찬, 유도후, 다시마키 달걀 등 교토다운 일본식 조식을 식사 공간에서 준비해 드립니다.' },
        zh_Hans: { name: '含京都风味早餐', description: '在餐厅为您准备京都风味日式早餐，包括京野菜家常小菜、汤豆腐和高汤煎蛋卷等。' },
        zh_Hant: { name: '含京都風味早餐', description: '於餐廳為您準備京都風味日式早餐，包括京野菜家常小菜、湯豆腐與高湯玉子燒等。' },
      },
    },
    {
      code: 'kaiseki',
      mealType: 'breakfast_dinner', paymentMethod: 'credit_card', perAdultAddon: 14000, policyCode: 'kaiseki',
      bookingDeadlineDays: 2, bookingDeadlineHour: 18,
      text: {
        ja: { name: '季節の京懐石 夕朝食付き', description: '料理長が旬の食材で仕立てる京懐石の夕食と、翌朝の京の朝ごはんが付いたプラン。夕食は18時または19時30分からお選びいただけます。※ご宿泊の2日前18時までのご予約となります。' },
        en: { name: 'Seasonal Kyoto Kaiseki Dinner and Breakfast', description: 'A Kyoto kaiseki dinner prepared by our head chef with the best ingredients of the season, and Kyoto breakfast the next morning. Dinner starts at 6:00 pm or 7:30 pm. Book by 6:00 pm two days before arrival.' },
        ko: { name: '제철 교토 가이세키 석식·조식 포함', description: '주방장이 제철 식재료로 정성껏 준비하는 교토 가이세키 석식과 다음 날 교토식 조식이 포함된 플랜입니다. 석식은 18시 또는 19시 30분 중 선택하실 수 있습니다. ※숙박 2일 전 18시까지 예약 가능합니다.' },
        zh_Hans: { name: '时令京怀石 含晚餐及早餐', description: '由主厨选用当季食材精心烹制的京怀石晚餐，次日另附京都风味早餐。晚餐可选择18:00或19:30开始。※需于入住前2天18:00前预订。' },
        zh_Hant: { name: '當季京懷石 含晚餐及早餐', description: '由主廚選用當季食材精心烹調的京懷石晚餐，翌日另附京都風味早餐。晚餐可選擇18:00或19:30開始。※需於入住前2天18:00前預訂。' },
      },
    },
    {
      code: 'members-breakfast',
      mealType: 'breakfast', paymentMethod: 'on_site', perAdultAddon: 2800, policyCode: 'standard',
      membersOnly: true, discountBp: 1000,
      text: {
        ja: { name: '【会員限定】朝食付き 特別料金', description: 'のれんホテルズ会員さま限定の特別料金。京の朝ごはんに加え、チェックアウトを11時まで延長いたします。' },
        en: { name: 'Members Only: Breakfast at a Special Rate', description: 'An exclusive rate for Noren Hotels members, with Kyoto breakfast and late check-out until 11:00 am.' },
        ko: { name: '[회원 전용] 조식 포함 특별 요금', description: '노렌 호텔스 회원 전용 특별 요금입니다. 교토식 조식과 함께 체크아웃을 오전 11시까지 연장해 드립니다.' },
        zh_Hans: { name: '【会员专享】含早餐特惠价', description: '暖帘酒店会员专享特惠价格，含京都风味早餐，退房时间延长至上午11点。' },
        zh_Hant: { name: '【會員限定】含早餐優惠價', description: '暖簾酒店會員專屬優惠價格，含京都風味早餐，退房時間延長至上午11點。' },
      },
    },
    {
      code: 'early-28',
      mealType: 'none', paymentMethod: 'credit_card', perAdultAddon: 0, policyCode: 'non-refundable',
      discountBp: 1500, bookingDeadlineDays: 28, saleWindow: [-30, 335], planStock: 6, saleLimit: 2,
      excludeRoomTypes: ['hinoki-suite'],
      text: {
        ja: { name: '【早割28】28日前までのご予約で15%オフ（素泊まり）', description: '28日前までのご予約で通常料金から15%割引。事前カード決済のみ、ご予約後のキャンセル・変更は全額ご負担となります。' },
        en: { name: 'Early Bird 28: 15% Off (Room Only)', description: 'Book at least 28 days ahead and save 15%. Prepaid by card; cancellations and changes are charged in full.' },
        ko: { name: '[얼리버드 28] 28일 전 예약 시 15% 할인 (숙박 전용)', description: '28일 전까지 예약하시면 정상 요금에서 15% 할인됩니다. 카드 사전 결제만 가능하며, 예약 후 취소·변경 시 요금 전액이 부과됩니다.' },
        zh_Hans: { name: '【早鸟28】提前28天预订享85折（仅住宿）', description: '提前28天预订即可享受标准价格85折优惠。仅限信用卡预付，预订后取消或变更将收取全额费用。' },
        zh_Hant: { name: '【早鳥28】提前28天預訂享85折（純住宿）', description: '提前28天預訂即可享標準價格85折優惠。僅限信用卡預付，預訂後取消或變更將收取全額費用。' },
      },
    },
    ...kyotoPaymentPlans,
  ],
  kidsTiers: [
    {
      code: 'A', ageFrom: 6, ageTo: 12, withBed: true, withMeal: true, rateType: 'percent', rateValue: 70,
      text: {
        ja: { name: '小学生（食事・寝具あり）' },
        en: { name: 'Child A: primary school age (meals and bedding)' },
        ko: { name: '어린이 A: 초등학생 (식사·침구 포함)' },
        zh_Hans: { name: '儿童A：小学生（含餐及寝具）' },
        zh_Hant: { name: '兒童A：小學生（含餐點及寢具）' },
      },
    },
    {
      code: 'B', ageFrom: 3, ageTo: 5, withBed: true, withMeal: true, rateType: 'percent', rateValue: 50,
      text: {
        ja: { name: '幼児（食事・寝具あり）' },
        en: { name: 'Child B: ages 3–5 (meals and bedding)' },
        ko: { name: '어린이 B: 유아 (식사·침구 포함)' },
        zh_Hans: { name: '儿童B：幼儿（含餐及寝具）' },
        zh_Hant: { name: '兒童B：幼兒（含餐點及寢具）' },
      },
    },
    {
      code: 'C', ageFrom: 0, ageTo: 5, withBed: false, withMeal: true, rateType: 'percent', rateValue: 30,
      text: {
        ja: { name: '幼児（食事のみ）' },
        en: { name: 'Child C: ages 0–5 (meals only)' },
        ko: { name: '어린이 C: 유아 (식사만 포함)' },
        zh_Hans: { name: '儿童C：幼儿（仅含餐）' },
        zh_Hant: { name: '兒童C：幼兒（僅含餐點）' },
      },
    },
    {
      code: 'D', ageFrom: 0, ageTo: 5, withBed: false, withMeal: false, rateType: 'free', rateValue: 0,
      text: {
        ja: { name: '幼児（食事・寝具なし）' },
        en: { name: 'Child D: ages 0–5 (no meals or bedding)' },
        ko: { name: '어린이 D: 유아 (식사·침구 없음)' },
        zh_Hans: { name: '儿童D：幼儿（不含餐及寝具）' },
        zh_Hant: { name: '兒童D：幼兒（不含餐點及寢具）' },
      },
    },
  ],
  policies: [
    {
      code: 'standard', noShowPercent: 100, sameDayPercent: 80, cancelBeforeAt: 15, isDefault: true,
      parts: [
        { daysBefore: 365, percentageOfCost: 0 },
        { daysBefore: 3, percentageOfCost: 20 },
        { daysBefore: 1, percentageOfCost: 50 },
        { daysBefore: 0, percentageOfCost: 80 },
      ],
      text: {
        ja: { name: '標準キャンセルポリシー', description: '3日前から宿泊料金の20%、前日50%、当日80%、連絡なしの不泊は100%を申し受けます。' },
        en: { name: 'Standard cancellation policy', description: '20% of the room charge from 3 days before arrival, 50% the day before, 80% on the day, and 100% for no-shows.' },
        ko: { name: '기본 취소 규정', description: '숙박 3일 전부터 객실 요금의 20%, 전날 50%, 당일 80%, 연락 없는 노쇼 시 100%의 취소료가 부과됩니다.' },
        zh_Hans: { name: '标准取消政策', description: '入住前3天起收取房费的20%，前一天50%，当天80%，未入住且未联系收取100%。' },
        zh_Hant: { name: '標準取消政策', description: '入住前3天起收取房費的20%，前一天50%，當天80%，未入住且未聯繫收取100%。' },
      },
    },
    {
      code: 'kaiseki', noShowPercent: 100, sameDayPercent: 100, cancelBeforeAt: 15,
      parts: [
        { daysBefore: 365, percentageOfCost: 0 },
        { daysBefore: 7, percentageOfCost: 30 },
        { daysBefore: 2, percentageOfCost: 50, timeOfDay: '18:00' },
        { daysBefore: 1, percentageOfCost: 80 },
        { daysBefore: 0, percentageOfCost: 100 },
      ],
      text: {
        ja: { name: '懐石プラン キャンセルポリシー', description: '食材を手配するため、7日前から30%、2日前18時以降50%、前日80%、当日・不泊は100%を申し受けます。' },
        en: { name: 'Kaiseki plan cancellation policy', description: 'Because ingredients are ordered in advance: 30% from 7 days before arrival, 50% from 6:00 pm two days before, 80% the day before, and 100% on the day or for no-shows.' },
        ko: { name: '가이세키 플랜 취소 규정', description: '식재료를 미리 준비하므로 7일 전부터 30%, 2일 전 18시 이후 50%, 전날 80%, 당일 및 노쇼 시 100%의 취소료가 부과됩니다.' },
        zh_Hans: { name: '怀石方案取消政策', description: '因需提前准备食材，入住前7天起收取30%，前2天18:00后50%，前一天80%，当天或未入住100%。' },
        zh_Hant: { name: '懷石方案取消政策', description: '因需提前準備食材，入住前7天起收取30%，前2天18:00後50%，前一天80%，當天或未入住100%。' },
      },
    },
    {
      code: 'non-refundable', noShowPercent: 100, sameDayPercent: 100, cancelBeforeAt: null,
      parts: [{ daysBefore: 365, percentageOfCost: 100 }],
      text: {
        ja: { name: '返金不可', description: 'ご予約確定後のキャンセル・変更は、宿泊料金の100%を申し受けます。' },
        en: { name: 'Non-refundable', description: 'Once confirmed, cancellations and changes are charged 100% of the room charge.' },
        ko: { name: '환불 불가', description: '예약 확정 후 취소 및 변경 시 객실 요금의 100%가 부과됩니다.' },
        zh_Hans: { name: '不可退款', description: '预订确认后取消或变更，将收取房费的100%。' },
        zh_Hant: { name: '不可退款', description: '預訂確認後取消或變更，將收取房費的100%。' },
      },
    },
  ],
  filters: [
    {
      code: 'tatami', roomTypeCodes: ['tatami-standard', 'tatami-garden', 'wayo-family', 'yasaka-view'],
      text: { ja: { name: '和室' }, en: { name: 'Tatami rooms' }, ko: { name: '다다미 객실' }, zh_Hans: { name: '和室' }, zh_Hant: { name: '和室' } },
    },
    {
      code: 'beds', roomTypeCodes: ['modern-twin', 'wayo-family', 'hinoki-suite'],
      text: { ja: { name: 'ベッドのお部屋' }, en: { name: 'Rooms with beds' }, ko: { name: '침대 객실' }, zh_Hans: { name: '有床客房' }, zh_Hant: { name: '有床客房' } },
    },
    {
      code: 'hinoki-bath', roomTypeCodes: ['hinoki-suite'],
      text: { ja: { name: '檜風呂付き' }, en: { name: 'Private hinoki bath' }, ko: { name: '히노키 욕조' }, zh_Hans: { name: '桧木浴池' }, zh_Hant: { name: '檜木浴池' } },
    },
    {
      code: 'family', roomTypeCodes: ['tatami-garden', 'wayo-family', 'yasaka-view'],
      text: { ja: { name: 'ファミリー向け' }, en: { name: 'Family friendly' }, ko: { name: '가족 여행' }, zh_Hans: { name: '适合家庭' }, zh_Hant: { name: '適合家庭' } },
    },
  ],
};
