// The demo's extras, notifications and additional questions, coupons and promotions. Dates are in
// days from the seeding day (like plan windows), so tests with a fixed clock can name them.
// Written once with the hotel; extra_prices cover EXTRA_PRICE_DAYS from the seeding day.
import type { Executor } from '../db/database.ts';
import { additionalQuestions, coupons, extras, promotions } from '../db/schema/index.ts';
import type { AnswerType, ExtraType, OwnableType, QuestionOption, QuestionRequirement, QuestionType } from '../db/schema/index.ts';
import { bulkInsert } from './batch.ts';
import { addDays, dateRange, weekday } from './calendar.ts';
import type { Text } from './types.ts';

export const EXTRA_PRICE_DAYS = 400;

export interface ExtraSeed {
  code: string;
  extraType: ExtraType;
  price: number;
  taxRateBp?: number;
  stock?: number;
  sold?: number;
  minQuantity: number;
  maxQuantity: number;
  /** Date-bound extras: the weekdays (0 Sunday) priced; booking dates in days from the seeding day. */
  pricedWeekdays?: number[];
  bookingWindow?: [number, number];
  inclusivePlanCodes?: string[];
  text: Text<'name' | 'description'>;
}

export interface QuestionSeed {
  owner: OwnableType;
  questionType: QuestionType;
  answerType?: AnswerType;
  requirement?: QuestionRequirement;
  options?: Array<{ value: string; text: Text<'label'> }>;
  /** `{hotel_id}` is replaced by the hotel's id (target_facility_{hotel_id}). */
  labels?: string[];
  hotelPlanCodes?: string[];
  display?: [number | null, number | null];
  text: Text<'title' | 'body'>;
}

export interface CouponSeed {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  valid?: [number | null, number | null];
  hotelPlanCodes?: string[];
  maxStayNights?: number;
  usageLimit?: number;
  usedCount?: number;
}

export interface PromotionSeed {
  code: string | null;
  kind: 'percent' | 'amount';
  value: number;
  hotelPlanCodes?: string[];
  targetMode?: 'include' | 'exclude';
}

export interface SearchContentSeed {
  extras: ExtraSeed[];
  questions: QuestionSeed[];
  coupons: CouponSeed[];
  promotions: PromotionSeed[];
}

const day = (today: string, offset: number | null | undefined) => (offset === null || offset === undefined ? null : addDays(today, offset));

export async function insertSearchContent(tx: Executor, ids: { hotelId: number; brandId: number }, seed: SearchContentSeed, today: string): Promise<void> {
  const { hotelId, brandId } = ids;
  const extraRows = await tx
    .insert(extras)
    .values(
      seed.extras.map((e, i) => ({
        hotelId,
        code: e.code,
        extraType: e.extraType,
        sortOrder: i,
        price: e.price,
        taxRateBp: e.taxRateBp ?? null,
        stock: e.stock ?? null,
        sold: e.sold ?? 0,
        minQuantity: e.minQuantity,
        maxQuantity: e.maxQuantity,
        bookingAvailableDates: e.bookingWindow
          ? dateRange(addDays(today, e.bookingWindow[0]), e.bookingWindow[1] - e.bookingWindow[0] + 1)
          : null,
        inclusivePlanCodes: e.inclusivePlanCodes ?? [],
        translations: e.text,
      })),
    )
    .returning({ id: extras.id, code: extras.code });
  const priceRows = seed.extras.flatMap((e) => {
    if (e.extraType !== 'date_bound') return [];
    const extraId = extraRows.find((r) => r.code === e.code)!.id;
    return dateRange(today, EXTRA_PRICE_DAYS)
      .filter((d) => !e.pricedWeekdays || e.pricedWeekdays.includes(weekday(d)))
      .map((stayDate) => ({ extraId, stayDate, amount: e.price }));
  });
  await bulkInsert(tx, 'extra_prices', [
    { name: 'extra_id', type: 'int', value: (r) => r.extraId },
    { name: 'stay_date', type: 'date', value: (r) => r.stayDate },
    { name: 'amount', type: 'bigint', value: (r) => r.amount },
  ], priceRows);

  if (seed.questions.length > 0) {
    await tx.insert(additionalQuestions).values(
      seed.questions.map((q, i) => ({
        ownableType: q.owner,
        hotelId: q.owner === 'Hotel' ? hotelId : null,
        brandId: q.owner === 'HotelBrand' ? brandId : null,
        questionType: q.questionType,
        answerType: q.answerType ?? 'text',
        requirement: q.requirement ?? (q.questionType === 'notification' ? 'do_not_ask' : 'optional'),
        options: (q.options ?? []).map((o): QuestionOption => ({ value: o.value, translations: o.text })),
        labels: (q.labels ?? []).map((l) => l.replace('{hotel_id}', String(hotelId))),
        hotelPlanCodes: q.hotelPlanCodes ?? [],
        displayStartDate: day(today, q.display?.[0]),
        displayEndDate: day(today, q.display?.[1]),
        sortOrder: i,
        translations: q.text,
      })),
    );
  }
  if (seed.coupons.length > 0) {
    await tx.insert(coupons).values(
      seed.coupons.map((c) => ({
        hotelId,
        code: c.code,
        kind: c.kind,
        value: c.value,
        validFrom: day(today, c.valid?.[0]),
        validUntil: day(today, c.valid?.[1]),
        hotelPlanCodes: c.hotelPlanCodes ?? [],
        maxStayNights: c.maxStayNights ?? null,
        usageLimit: c.usageLimit ?? null,
        usedCount: c.usedCount ?? 0,
      })),
    );
  }
  if (seed.promotions.length > 0) {
    await tx.insert(promotions).values(
      seed.promotions.map((p) => ({ hotelId, code: p.code, kind: p.kind, value: p.value, hotelPlanCodes: p.hotelPlanCodes ?? [], targetMode: p.targetMode ?? null })),
    );
  }
}

/** One text in all five book languages. */
function text<K extends string>(values: Record<'ja' | 'en' | 'ko' | 'zh_Hans' | 'zh_Hant', Record<K, string>>): Text<K> {
  return values;
}

const FRIDAY = 5;
const SATURDAY = 6;

export const kyotoGionContent: SearchContentSeed = {
  extras: [
    {
      code: 'sake-tasting', extraType: 'generic', price: 3000, stock: 20, sold: 4, minQuantity: 1, maxQuantity: 4,
      text: text({
        ja: { name: '伏見の地酒 飲み比べセット', description: '伏見の酒蔵から届く純米酒3種の飲み比べ。お部屋にお持ちします。' },
        en: { name: 'Fushimi sake tasting set', description: 'Three junmai sakes from Fushimi breweries, brought to your room.' },
        ko: { name: '후시미 지역 사케 시음 세트', description: '후시미 양조장의 준마이 사케 3종 시음 세트를 객실로 가져다 드립니다.' },
        zh_Hans: { name: '伏见地酒品鉴套餐', description: '来自伏见酒藏的三款纯米酒品鉴，送至客房。' },
        zh_Hant: { name: '伏見地酒品鑑套餐', description: '來自伏見酒藏的三款純米酒品鑑，送至客房。' },
      }),
    },
    {
      code: 'bento-to-go', extraType: 'generic', price: 1500, taxRateBp: 800, minQuantity: 1, maxQuantity: 6,
      text: text({
        ja: { name: 'お持ち帰り 京弁当', description: 'ご出発の朝にお渡しする京弁当（軽減税率8%）。' },
        en: { name: 'Kyoto bento to take away', description: 'A Kyoto bento handed to you on the morning you leave (reduced 8% tax).' },
        ko: { name: '테이크아웃 교토 도시락', description: '출발하시는 날 아침에 드리는 교토 도시락입니다(경감세율 8%).' },
        zh_Hans: { name: '外带京都便当', description: '于退房当天早上交给您的京都便当（适用8%轻减税率）。' },
        zh_Hant: { name: '外帶京都便當', description: '於退房當天早上交給您的京都便當（適用8%輕減稅率）。' },
      }),
    },
    {
      code: 'tea-ceremony', extraType: 'date_bound', price: 6000, stock: 8, minQuantity: 1, maxQuantity: 4,
      pricedWeekdays: [FRIDAY, SATURDAY], bookingWindow: [0, 180],
      text: text({
        ja: { name: '茶道体験（金・土曜）', description: '茶室で行う約45分の茶道体験。金曜・土曜のみ開催。' },
        en: { name: 'Tea ceremony (Fridays and Saturdays)', description: 'A 45-minute tea ceremony in our tea room, held on Fridays and Saturdays.' },
        ko: { name: '다도 체험 (금·토요일)', description: '다실에서 진행하는 약 45분간의 다도 체험으로, 금요일과 토요일에만 열립니다.' },
        zh_Hans: { name: '茶道体验（周五、周六）', description: '在茶室进行约45分钟的茶道体验，仅周五和周六举行。' },
        zh_Hant: { name: '茶道體驗（週五、週六）', description: '於茶室進行約45分鐘的茶道體驗，僅週五與週六舉行。' },
      }),
    },
    {
      code: 'kaiseki-breakfast', extraType: 'generic', price: 2800, minQuantity: 0, maxQuantity: 0,
      inclusivePlanCodes: ['kyoto-breakfast', 'kaiseki', 'members-breakfast'],
      text: text({
        ja: { name: '京の朝ごはん', description: 'プランに含まれる朝食です。' },
        en: { name: 'Kyoto breakfast', description: 'The breakfast included in the plan.' },
        ko: { name: '교토식 조식', description: '플랜에 포함된 조식입니다.' },
        zh_Hans: { name: '京都风味早餐', description: '方案包含的早餐。' },
        zh_Hant: { name: '京都風味早餐', description: '方案包含的早餐。' },
      }),
    },
  ],
  questions: [
    {
      owner: 'Hotel', questionType: 'notification', labels: ['all_users'],
      text: text({
        ja: { title: '祇園祭期間の交通規制', body: '7月の祇園祭期間中は周辺道路に交通規制があります。公共交通機関をご利用ください。' },
        en: { title: 'Road closures during Gion Matsuri', body: 'Roads around the inn are closed during Gion Matsuri in July; please come by public transport.' },
        ko: { title: '기온 마쓰리 기간 교통 통제', body: '7월 기온 마쓰리 기간에는 주변 도로가 통제됩니다. 대중교통을 이용해 주세요.' },
        zh_Hans: { title: '祇园祭期间交通管制', body: '7月祇园祭期间周边道路实施交通管制，请乘坐公共交通工具。' },
        zh_Hant: { title: '祇園祭期間交通管制', body: '7月祇園祭期間周邊道路實施交通管制，請搭乘大眾運輸工具。' },
      }),
    },
    {
      owner: 'Hotel', questionType: 'notification', labels: ['all_users'], display: [30, 60],
      text: text({
        ja: { title: '館内改装のお知らせ', body: '期間中、大浴場は改装のためご利用いただけません。' },
        en: { title: 'Renovation notice', body: 'The large bath is closed for renovation during this period.' },
        ko: { title: '관내 리모델링 안내', body: '해당 기간 중 대욕장은 리모델링으로 이용하실 수 없습니다.' },
        zh_Hans: { title: '馆内装修通知', body: '期间大浴场因装修暂停开放。' },
        zh_Hant: { title: '館內整修通知', body: '期間大浴場因整修暫停開放。' },
      }),
    },
    {
      owner: 'Hotel', questionType: 'notification', labels: ['membership_program_1'],
      text: text({
        ja: { title: '会員さま限定 ウェルカムドリンク', body: 'チェックイン時にウェルカムドリンクをご用意します。' },
        en: { title: 'Members: a welcome drink', body: 'A welcome drink awaits members at check-in.' },
        ko: { title: '회원 전용 웰컴 드링크', body: '체크인 시 웰컴 드링크를 준비해 드립니다.' },
        zh_Hans: { title: '会员专享迎宾饮品', body: '办理入住时为会员准备迎宾饮品。' },
        zh_Hant: { title: '會員專屬迎賓飲品', body: '辦理入住時為會員準備迎賓飲品。' },
      }),
    },
    {
      owner: 'HotelBrand', questionType: 'notification', labels: ['all_users', 'target_all_facilities'],
      text: text({
        ja: { title: 'のれんホテルズからのお知らせ', body: '公式サイトからのご予約が最もお得です。' },
        en: { title: 'From Noren Hotels', body: 'Booking on our own site always gets you the best rate.' },
        ko: { title: '노렌 호텔스 안내', body: '공식 사이트에서 예약하시는 것이 가장 저렴합니다.' },
        zh_Hans: { title: '暖帘酒店公告', body: '通过官网预订始终享有最优价格。' },
        zh_Hant: { title: '暖簾酒店公告', body: '透過官網預訂始終享有最優惠價格。' },
      }),
    },
    {
      owner: 'Hotel', questionType: 'checkin', answerType: 'options', requirement: 'required', labels: ['all_users', 'place_booking_process'],
      options: ['15:00', '17:00', '19:00'].map((value) => ({
        value,
        text: text({ ja: { label: value }, en: { label: value }, ko: { label: value }, zh_Hans: { label: value }, zh_Hant: { label: value } }),
      })),
      text: text({
        ja: { title: 'ご到着予定時刻', body: 'ご到着のおおよその時刻をお選びください。' },
        en: { title: 'Expected arrival time', body: 'Please choose roughly when you will arrive.' },
        ko: { title: '도착 예정 시간', body: '대략적인 도착 시간을 선택해 주세요.' },
        zh_Hans: { title: '预计抵达时间', body: '请选择您的大致抵达时间。' },
        zh_Hant: { title: '預計抵達時間', body: '請選擇您的大致抵達時間。' },
      }),
    },
    {
      owner: 'Hotel', questionType: 'free', requirement: 'optional', labels: ['all_users', 'place_booking_process'], hotelPlanCodes: ['kaiseki'],
      text: text({
        ja: { title: '食物アレルギー', body: '懐石料理のため、アレルギーや苦手な食材をお知らせください。' },
        en: { title: 'Food allergies', body: 'For the kaiseki dinner, tell us of any allergies or foods you avoid.' },
        ko: { title: '식품 알레르기', body: '가이세키 요리 준비를 위해 알레르기나 못 드시는 식재료를 알려 주세요.' },
        zh_Hans: { title: '食物过敏', body: '为准备怀石料理，请告知过敏或忌口食材。' },
        zh_Hant: { title: '食物過敏', body: '為準備懷石料理，請告知過敏或忌口食材。' },
      }),
    },
    {
      owner: 'Hotel', questionType: 'free', requirement: 'optional', labels: ['all_users', 'place_confirmation_screen'],
      text: text({
        ja: { title: 'ご旅行の目的', body: 'よろしければご旅行の目的をお聞かせください。' },
        en: { title: 'Purpose of your trip', body: 'If you like, tell us what brings you to Kyoto.' },
        ko: { title: '여행 목적', body: '괜찮으시다면 여행 목적을 알려 주세요.' },
        zh_Hans: { title: '旅行目的', body: '如您愿意，请告诉我们此行的目的。' },
        zh_Hant: { title: '旅行目的', body: '如您願意，請告訴我們此行的目的。' },
      }),
    },
  ],
  coupons: [
    { code: 'WELCOME10', kind: 'percent', value: 1000, valid: [-30, 365] },
    { code: 'GION2000', kind: 'amount', value: 2000, valid: [-30, 365], usageLimit: 100, usedCount: 3 },
    { code: 'FIRSTNIGHT20', kind: 'percent', value: 2000, valid: [-30, 365], maxStayNights: 1 },
    { code: 'KAISEKI5', kind: 'percent', value: 500, valid: [-30, 365], hotelPlanCodes: ['kaiseki'] },
    { code: 'FULLHOUSE', kind: 'percent', value: 1500, valid: [-30, 365], usageLimit: 10, usedCount: 10 },
    { code: 'SUMMER2026', kind: 'percent', value: 1500, valid: [-120, -1] },
  ],
  promotions: [
    { code: 'GION5', kind: 'percent', value: 500 },
    { code: null, kind: 'percent', value: 300, hotelPlanCodes: ['kaiseki', 'early-28'], targetMode: 'include' },
  ],
};

export const taipeiDaanContent: SearchContentSeed = {
  extras: [
    {
      code: 'airport-transfer', extraType: 'generic', price: 1800, stock: 10, minQuantity: 1, maxQuantity: 2,
      text: text({
        zh_Hant: { name: '桃園機場接送', description: '專車接送桃園國際機場，每車最多4位。' },
        zh_Hans: { name: '桃园机场接送', description: '专车接送桃园国际机场，每车最多4位。' },
        en: { name: 'Taoyuan Airport transfer', description: 'A private car to or from Taoyuan International Airport, up to 4 guests.' },
        ja: { name: '桃園空港送迎', description: '桃園国際空港への専用車送迎（1台4名様まで）。' },
        ko: { name: '타오위안 공항 픽업·샌딩', description: '타오위안 국제공항 전용 차량 픽업·샌딩 (차량당 최대 4명).' },
      }),
    },
    {
      code: 'afternoon-tea', extraType: 'date_bound', price: 680, minQuantity: 1, maxQuantity: 4,
      pricedWeekdays: [0, 6], inclusivePlanCodes: ['staycation'],
      text: text({
        zh_Hant: { name: '週末下午茶', description: '週六、週日於大廳酒吧供應的下午茶套組。' },
        zh_Hans: { name: '周末下午茶', description: '周六、周日于大堂酒吧供应的下午茶套餐。' },
        en: { name: 'Weekend afternoon tea', description: 'An afternoon tea set in the lobby bar on Saturdays and Sundays.' },
        ja: { name: '週末アフタヌーンティー', description: '土・日曜日にロビーバーでご用意するアフタヌーンティーセット。' },
        ko: { name: '주말 애프터눈 티', description: '토·일요일 로비 바에서 제공하는 애프터눈 티 세트입니다.' },
      }),
    },
  ],
  questions: [
    {
      owner: 'Hotel', questionType: 'notification', labels: ['all_users'],
      text: text({
        zh_Hant: { title: '停車資訊', body: '本館無附設停車場，請利用鄰近的公有停車場。' },
        zh_Hans: { title: '停车信息', body: '本馆未设停车场，请使用附近的公共停车场。' },
        en: { title: 'Parking', body: 'The hotel has no car park; please use the public car parks nearby.' },
        ja: { title: '駐車場について', body: '当館には駐車場がございません。近隣の公共駐車場をご利用ください。' },
        ko: { title: '주차 안내', body: '호텔에는 주차장이 없습니다. 인근 공영 주차장을 이용해 주세요.' },
      }),
    },
  ],
  coupons: [
    { code: 'WELCOME10', kind: 'percent', value: 1000, valid: [-30, 365] },
    { code: 'DAAN300', kind: 'amount', value: 300, valid: [-30, 365], usageLimit: 50 },
  ],
  promotions: [],
};
