// A walk-in booking on the kiosk (issue #16 §4), through the booking app's core stores: the search
// (SearchStore criteria, ResultsStore answer), the selection (SelectionStore), the price
// (PricingStore) and the guest (ReservationStore) — then POST /kiosk/reservations, which books
// through the reservation module's one door. No card is taken on the kiosk: the balance is paid
// at the desk or by a pay link the guest's phone opens from a QR on screen.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { newRequestId, priceParams, type QuestionListing } from '@noren/core/api';
import type { GuestInput, RoomPlanResult, RoomResult } from '@noren/core/domain';
import { AsyncState, lineKey, type CoreStores } from '@noren/core/stores';
import type { KioskWalkInResult } from '../api/kioskApi.ts';
import type { KioskRoot } from '../stores/KioskRoot.ts';
import { stayOptions, type StayOption } from './tonight.ts';

export type WalkInStep = 'stay' | 'rooms' | 'guest' | 'settle' | 'done';
export type Settle = 'desk' | 'pay_link';

export const MAX_WALK_IN_ADULTS = 4;

/** A question's form field: never a bare number, or final-form would make an array. */
export const answerKey = (id: number) => `q${id}`;

export interface ChosenPlan {
  room: RoomResult;
  plan: RoomPlanResult;
}

export class WalkInStore {
  step: WalkInStep = 'stay';
  stay: StayOption | null = null;
  adults = 2;
  chosen: ChosenPlan | null = null;
  guest: GuestInput | null = null;
  /** The hotel's questions of the booking process for the chosen plan (e.g. arrival time). */
  questions: QuestionListing[] = [];
  /** Per question id (`q<id>`): the text, or the chosen option's value. */
  answers: Record<string, string> = {};
  readonly #booking = new AsyncState<KioskWalkInResult>();
  #attempt: { fingerprint: string; key: string } | null = null;

  constructor(private readonly root: KioskRoot) {
    makeObservable(this, {
      step: observable,
      stay: observableRef,
      adults: observable,
      chosen: observableRef,
      guest: observableRef,
      questions: observableRef,
      answers: observableRef,
      options: computed,
      setAdults: action,
      chooseStay: action,
      choosePlan: action,
      setGuest: action,
      back: action,
    });
  }

  private get core(): CoreStores {
    return this.root;
  }

  /** Tonight (and last night, or day use, when the hotel allows them), from the device's clock. */
  get options(): StayOption[] {
    const s = this.core.settings.settings;
    if (!s) return [];
    return stayOptions(this.core.clock.now(), {
      timeZone: s.time_zone,
      yesterdayBookable: s.default_search_setting.yesterday_bookable,
      dayUse: s.day_use_search_active,
    });
  }

  get booking(): boolean {
    return this.#booking.loading;
  }

  get bookError() {
    return this.#booking.shownError;
  }

  get result(): KioskWalkInResult | null {
    return this.#booking.value;
  }

  setAdults(adults: number): void {
    this.adults = Math.min(MAX_WALK_IN_ADULTS, Math.max(1, Math.floor(adults)));
  }

  /** Searches the stay for the guests through the shared search and results stores. */
  chooseStay(stay: StayOption): Promise<void> {
    const { search, results, selection } = this.core;
    this.stay = stay;
    this.chosen = null;
    selection.clear();
    search.setCriteria({ checkin: stay.checkin, checkout: stay.checkout, is_day_use: stay.isDayUse, rooms: [{ adults: this.adults, kids_tiers: [], kids_age_range: [] }] });
    this.step = 'rooms';
    const criteria = search.criteria;
    return criteria ? results.search(criteria) : Promise.resolve();
  }

  /** Room types with a plan that can be booked for the walk-in. */
  get rooms(): readonly RoomResult[] {
    return this.core.results.rooms.filter((room) => room.room_count > 0 && room.room_plan.length > 0);
  }

  choosePlan(room: RoomResult, plan: RoomPlanResult): void {
    const { search, selection, pricing } = this.core;
    const criteria = search.criteria;
    if (!criteria) return;
    this.chosen = { room, plan };
    selection.clear();
    const first = criteria.rooms[0];
    selection.setCount({ ...lineKey(room.room_type_code, plan.room_plan_code, { adults: first.adults, children: 0 }, criteria.type), salePrice: plan.prices.total_price }, 1);
    void pricing.requestQuote(priceParams(criteria, [{ room: first, roomPlanCode: plan.room_plan_code }]));
    this.questions = [];
    void this.loadQuestions(plan.room_plan_code);
    this.step = 'guest';
  }

  /** As the booking app asks them: the questions labelled for the booking process, for this plan. */
  private async loadQuestions(roomPlanCode: string): Promise<void> {
    const hotelId = this.core.session.hotelCode;
    const checkin = this.core.search.criteria?.checkin;
    if (!hotelId || !checkin) return;
    try {
      const questions = await this.core.api.listAdditionalQuestions(hotelId, { q: JSON.stringify({ label_filters: ['place_booking_process'] }), checkin, room_plan_codes: roomPlanCode });
      runInAction(() => {
        if (this.chosen?.plan.room_plan_code === roomPlanCode) this.questions = questions;
      });
    } catch {
      // Without the questions the booking says which answer is missing (1000), shown on the payment step.
    }
  }

  /** The price the guest is shown and agrees to: the quote once it is in, the card's before. */
  get total(): number | null {
    return this.core.pricing.quote?.prices.total_price ?? this.chosen?.plan.prices.total_price ?? null;
  }

  setGuest(guest: GuestInput, answers: Record<string, string> = {}): void {
    this.guest = guest;
    this.answers = answers;
    this.core.reservation.setGuest({
      first_name: guest.first_name, last_name: guest.last_name, email: guest.email, phone: guest.phone,
      first_name_kana: guest.first_name_kana ?? undefined, last_name_kana: guest.last_name_kana ?? undefined,
    });
    this.step = 'settle';
  }

  back(): void {
    const order: WalkInStep[] = ['stay', 'rooms', 'guest', 'settle'];
    const at = order.indexOf(this.step);
    if (at > 0) this.step = order[at - 1];
  }

  /** Books, with one Idempotency-Key per attempt (a retry of the same booking is not a second one). */
  async book(settle: Settle): Promise<boolean> {
    const credential = this.root.device.credential;
    const criteria = this.core.search.criteria;
    const total = this.total;
    if (!credential || !criteria || !this.chosen || !this.guest || total === null || this.booking) return false;
    const body = {
      checkin_date: criteria.checkin!,
      checkout_date: criteria.checkout!,
      is_day_use: criteria.is_day_use,
      rooms: [{ room_plan_code: this.chosen.plan.room_plan_code, adults: criteria.rooms[0].adults }],
      guest: this.guest,
      ...(this.answerList().length > 0 && { answers: this.answerList() }),
      expected_total_price: total,
      language: this.core.locale.language,
      settle,
    };
    const fingerprint = JSON.stringify(body);
    if (this.#attempt?.fingerprint !== fingerprint) this.#attempt = { fingerprint, key: newRequestId() };
    const key = this.#attempt.key;
    const outcome = await this.#booking.run(() => this.root.kioskApi.walkIn(credential, body, key));
    if (!outcome?.ok) return false;
    this.#attempt = null;
    runInAction(() => {
      this.core.reservation.confirm({ reservation_number: outcome.value.stay.reservation_number });
      if (outcome.value.pay_link) this.root.payLink.show(outcome.value.pay_link);
      this.step = 'done';
    });
    return true;
  }

  /** The answers as the booking call takes them; blank ones are left out. */
  answerList(): Array<{ question_id: number; options: string[] } | { question_id: number; answer: string }> {
    return this.questions.flatMap((q) => {
      const value = this.answers[answerKey(q.id)]?.trim() ?? '';
      if (value === '') return [];
      return [q.answer_type === 'options' ? { question_id: q.id, options: [value] } : { question_id: q.id, answer: value }];
    });
  }

  dispose(): void {
    this.#booking.reset();
  }
}

export function walkInOf(root: KioskRoot): WalkInStore {
  return root.walkIn.get(() => new WalkInStore(root)) as WalkInStore;
}
