// Guest detail (part 1 §2 /reservation/guest-detail, step 0): who books and who stays, extras,
// the hotel's questions, one coupon, the terms, and the price of all of it, then the booking.
// The search and the selection come from the address, so reload and back keep them. Loaded lazily.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router';
import {
  Button, ErrorBanner, Spinner, StepIndicator, observer, useDocumentTitle, useStores, useTranslation,
} from '@noren/core/ui';
import { ErrorCode, eachStayDate, paymentChoices, resolveLanguage, type PriceChangedPayload } from '@noren/core/domain';
import type { CancellationPolicyListing, ExtraListing, PricedExtra, QuestionListing } from '@noren/core/api';
import { paymentOf, SELECTION_PARAM, assignRooms, linesFromParam, needsPaymentStep, searchQueryString, type AssignedRoom, type ShownError } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';
import { PriceSummary } from '../results/PriceSummary.tsx';
import { resultNames } from '../results/names.ts';
import { selectionQuoteParams } from '../search/quote.ts';
import { useAddressSearch } from '../search/useAddressSearch.ts';
import { PATHS, confirmationPath, pathKeeping } from '../routes/paths.ts';
import { failPath } from '../routes/failPath.ts';
import { CouponField, couponProblem } from './CouponField.tsx';
import { GuestFields } from './GuestFields.tsx';
import { ExtrasFields } from './ExtrasFields.tsx';
import { QuestionsFields } from './QuestionsFields.tsx';
import { PolicySummary } from './PolicySummary.tsx';
import { PriceChangeNotice } from './PriceChangeNotice.tsx';
import { StepActions } from './StepActions.tsx';
import { StayAllowanceNotice } from '../organisation/StayAllowanceNotice.tsx';
import { bookingRequest, chosenExtras, emptyGuest, extraLines, memberGuest, type ExtraLine, type GuestFormValues } from './formValues.ts';
import { validateGuestForm } from './validate.ts';
import { CheckboxInput } from './fields.tsx';
import { CARD_STEPS, NO_PAYMENT_STEPS } from './steps.ts';


export const GuestDetailPage = observer(function GuestDetailPage() {
  const stores = useStores();
  const { api, settings, search, selection, results, pricing, currency, reservation, errors, session, locale, analytics } = stores;
  const payment = paymentOf(stores);
  const { t } = useTranslation('booking');
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const { ready } = useAddressSearch(PATHS.guestDetail, { canonical: false });
  useDocumentTitle(t('guest.title'), settings.hotelName);

  const criteria = search.criteria;
  const s = settings.settings;
  const hotelId = session.hotelCode;
  const selectedParam = new URLSearchParams(location.search).get(SELECTION_PARAM);
  const key = criteria ? searchQueryString(criteria) : null;

  // The selection of the address becomes the store's (the result page may not have been visited).
  useEffect(() => {
    if (!ready || !criteria) return;
    const lines = linesFromParam(selectedParam, criteria.rooms, criteria.type);
    selection.clear();
    for (const line of lines ?? []) selection.setCount(line, line.quantity);
    if (results.searchedKey?.split('|')[0] !== key) void results.search(criteria);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, selectedParam]);

  const assigned = criteria ? assignRooms(criteria.rooms, selection.lines) : [];
  const complete = assigned.length > 0 && assigned.every((a) => a !== null) && criteria?.search_type === 'dated';
  const rooms = assigned.filter((a): a is AssignedRoom => a !== null);
  const names = useMemo(() => resultNames(results.response), [results.response]);
  const planCodes = rooms.map((a) => a.line.roomPlanCode);

  const [extras, setExtras] = useState<ExtraListing[]>([]);
  const [questions, setQuestions] = useState<QuestionListing[]>([]);
  const [policies, setPolicies] = useState<CancellationPolicyListing[]>([]);
  const [chosen, setChosen] = useState<PricedExtra[]>([]);
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<ShownError | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChangedPayload | null>(null);
  const [bookingError, setBookingError] = useState<ShownError | null>(null);

  const checkin = criteria?.checkin ?? null;
  const checkout = criteria?.checkout ?? null;
  const planKey = planCodes.join(',');
  useEffect(() => {
    if (!hotelId || !checkin || !checkout || !complete) return;
    const controller = new AbortController();
    const stay = { checkin, checkout };
    api.listExtras(hotelId, stay, controller.signal).then(setExtras, () => setExtras([]));
    api
      .listAdditionalQuestions(hotelId, { q: JSON.stringify({ label_filters: ['place_booking_process'] }), checkin, room_plan_codes: planKey }, controller.signal)
      .then(setQuestions, () => setQuestions([]));
    api.listCancellationPolicies(hotelId, controller.signal).then(setPolicies, () => setPolicies([]));
    return () => controller.abort();
  }, [api, hotelId, checkin, checkout, planKey, complete]);

  const mcp = currency.mcpMode ? currency.shown : null;
  const quoteKey = JSON.stringify([key, selection.lines, chosen, coupon, mcp]);
  useEffect(() => {
    if (!complete) return;
    void pricing.requestQuote(selectionQuoteParams(criteria, selection.lines, { mcpCurrency: mcp, extras: chosen, couponCode: coupon }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey, complete]);

  // Part 2 §8.4/§8.5: a refused coupon says why and the price goes back to the one without it.
  // Only a refusal of the coupon now applied counts: the previous code's refusal is still on the
  // store while the next code's quote is on its way, and must not take the new code off.
  const quoteError = pricing.quoteError;
  const refusedCoupon = pricing.quoteErrorParams?.coupon_code ?? null;
  useEffect(() => {
    if (coupon && quoteError && refusedCoupon === coupon && (quoteError.code === ErrorCode.couponInvalid || quoteError.code === ErrorCode.couponUsageLimit)) {
      setCouponError(quoteError);
      setCoupon(null);
    }
  }, [coupon, quoteError, refusedCoupon]);

  const tracked = useRef(false);
  useEffect(() => {
    if (!pricing.quote || tracked.current || !complete) return;
    tracked.current = true;
    reservation.start(selection.lines, pricing.breakdown);
    void analytics?.pageView('guest_detail');
  }, [pricing.quote, complete, reservation, selection, pricing, analytics]);

  const stayDates = checkin && checkout ? (checkin === checkout ? [checkin] : eachStayDate(checkin, checkout)) : [];
  const included = new Set<number>(results.rooms.flatMap((r) => r.room_plan.filter((p) => planCodes.includes(p.room_plan_code)).flatMap((p) => p.inclusive_extra_ids)));
  const lines = extraLines(extras, stayDates, included);
  const extraName = (id: number) => extras.find((e) => e.extra_id === id)?.name ?? t('summary.extra');
  // Part 1 §2: the card flow goes on to the payment step; a stay paid at the hotel books here.
  const planMethods = rooms.map((a) => names.paymentMethod(a.line.roomPlanCode));
  const choices = paymentChoices(planMethods, s?.payment_options ?? []);
  const cardFlow = needsPaymentStep(choices);
  const needsCard = choices.length === 0 && planMethods.some((m) => m !== null && m !== 'on_site');
  const onSiteOffered = !s || choices.length > 0 || needsCard;
  // The API books in the hotel's language closest to the guest's (an Arabic page books in the
  // hotel's first language): its name rules, and the reading fields of Japanese, apply here too.
  const bookingLanguage = resolveLanguage(locale.language, s?.book_languages ?? [locale.language]);
  const readingShown = bookingLanguage === 'ja';
  const rules = {
    language: bookingLanguage,
    addressRequired: s?.customer_address_required ?? false,
    readingRequired: readingShown && (s?.kanji_name_required ?? false),
    questions,
    rooms: rooms.length,
    extras: lines,
  };
  const policyIds = new Set(
    results.rooms.flatMap((r) => r.room_plan.filter((p) => planCodes.includes(p.room_plan_code)).map((p) => p.cancellation_policy_id))
      .concat(results.plans.filter((p) => p.rooms.some((r) => planCodes.includes(r.room_plan_code))).map((p) => p.cancellation_policy_id)),
  );
  const shownPolicies = policies.filter((p) => policyIds.has(p.id));
  // The brand's news by e-mail: a box of its own, never ticked by agreeing to the terms.
  const consent = s?.hotel_brand_setting.email_consent_setting ?? { enabled: false, default_checked: false };
  const brandName = s ? s.hotel_brand.translations[locale.language]?.name?.trim() || s.hotel_brand.name : '';

  const submit = async (values: GuestFormValues) => {
    setBookingError(null);
    errors.setGuestFormError(null);
    const quote = pricing.quote;
    if (!criteria || !quote || !complete) return;
    const body = bookingRequest({
      criteria, assigned: rooms, values, extras: chosen, questions, quote, couponCode: coupon, mcpCurrency: mcp,
      language: locale.language, addressRequired: rules.addressRequired, withReading: readingShown, paymentType: 'on_site', emailConsentShown: consent.enabled,
    });
    reservation.setGuest({ ...body.guest, first_name_kana: body.guest.first_name_kana ?? undefined, last_name_kana: body.guest.last_name_kana ?? undefined, notes: body.guest.notes ?? undefined, postal_code: body.guest.postal_code ?? undefined, prefecture_or_state: body.guest.prefecture_or_state ?? undefined, street_address: body.guest.street_address ?? undefined, building_name_and_number: body.guest.building_name_and_number ?? undefined });
    if (cardFlow) {
      payment.begin({ body, planMethods, total: quote.prices.total_price, deposit: quote.prices.deposit_amount, search: location.search, extraNames: Object.fromEntries(extras.map((e) => [e.extra_id, e.name])) });
      void navigate(`${PATHS.payment}${location.search}`);
      return;
    }
    reservation.setPaymentType('on_site');
    const outcome = await reservation.book(body);
    if (outcome.kind === 'booked') {
      void navigate(confirmationPath(outcome.response.reservation_number, location.search, { bypassToken: outcome.response.bypass_token, email: body.guest.email }));
      return;
    }
    if (outcome.kind === 'price_changed') {
      setPriceChange(outcome.change);
      void pricing.requestQuote(selectionQuoteParams(criteria, selection.lines, { mcpCurrency: mcp, extras: chosen, couponCode: coupon }));
      return;
    }
    const error = outcome.error;
    const couponRefused = couponProblem(error);
    if (couponRefused) {
      setCouponError(error);
      setCoupon(null);
      return;
    }
    // A failure the guest can fix here stays here; one the booking cannot survive goes to the fail page.
    if (error.status === 0 || (error.status ?? 0) >= 500 || error.code === ErrorCode.invalid || error.code === 9429) {
      setBookingError(error);
      return;
    }
    void navigate(failPath(location.search, { errorCode: error.code ?? null, reason: typeof error.payload?.reason === 'string' ? error.payload.reason : null, criteria }));
  };

  const steps = (cardFlow ? CARD_STEPS : NO_PAYMENT_STEPS).map((step) => t(`steps.${step}`));
  // Part 1 §3: a signed-in member's name and e-mail fill the guest; what the guest typed before stays.
  const user = session.user;
  const initialValues = useMemo<GuestFormValues>(
    () => ({ guest: { ...emptyGuest(), ...reservation.guest, ...memberGuest(user, reservation.guest) } as GuestFormValues['guest'], roomGuests: [], extras: {}, answers: {}, attachments: {}, terms: false, emailConsent: consent.default_checked }),
    [reservation, user, consent.default_checked],
  );

  if (!ready || !criteria) return <Spinner />;
  if (!complete) {
    return (
      <section aria-labelledby="guest-title">
        <h1 id="guest-title" className="noren-page-title">
          {t('guest.title')}
        </h1>
        <p role="status">{t('guest.noSelection')}</p>
        <Button onClick={() => void navigate(pathKeeping(PATHS.result, location.search, search.queryPairs))}>{t('guest.backToResults')}</Button>
      </section>
    );
  }

  return (
    <div className="booking-guest">
      <StepIndicator steps={steps} current={0} />
      <h1 id="guest-title" className="noren-page-title">
        {t('guest.title')}
      </h1>
      <p className="noren-page-subtitle">
        {checkin && checkout && (criteria.is_day_use ? format.date(checkin, 'long') : `${format.date(checkin, 'long')} – ${format.date(checkout, 'long')}`)}
      </p>
      <StayAllowanceNotice checkin={checkin} checkout={checkout} rooms={rooms.length} isDayUse={!!criteria?.is_day_use} />
      <Form<GuestFormValues>
        onSubmit={submit}
        initialValues={initialValues}
        validate={(values) => validateGuestForm(values, rules)}
        subscription={{ submitting: true, submitFailed: true, hasValidationErrors: true }}
        render={({ handleSubmit, submitting, submitFailed, hasValidationErrors }) => (
          <form onSubmit={handleSubmit} noValidate className="booking-guest__layout">
            <ExtrasWatcher lines={lines} rooms={rooms.length} chosen={chosen} onChange={setChosen} />
            <div className="booking-guest__main">
              {submitFailed && hasValidationErrors && (
                <p className="booking-form-alert" role="alert">
                  {t('guest.fixErrors')}
                </p>
              )}
              <GuestFields rooms={rooms} names={names} readingShown={readingShown} readingRequired={rules.readingRequired} addressRequired={rules.addressRequired} />
              {lines.length > 0 && <ExtrasFields lines={lines} rooms={rooms.length} />}
              {questions.length > 0 && <QuestionsFields questions={questions} />}
              {s?.coupon_active && (
                <CouponField
                  value={couponInput}
                  applied={coupon}
                  error={couponError}
                  busy={pricing.quoting && coupon !== null}
                  onChange={setCouponInput}
                  onApply={() => {
                    const code = couponInput.trim();
                    setCouponError(null);
                    setCoupon(code === '' ? null : code);
                  }}
                  onRemove={() => {
                    setCoupon(null);
                    setCouponInput('');
                    setCouponError(null);
                  }}
                />
              )}
              <PolicySummary policies={shownPolicies} />
              <section className="booking-section" aria-labelledby="terms-title">
                <h2 id="terms-title" className="booking-section-title">
                  {t('guest.termsTitle')}
                </h2>
                <p>
                  {t('guest.termsIntro')}{' '}
                  {settings.signInButton?.term_of_use_url && (
                    <a href={settings.signInButton.term_of_use_url} target="_blank" rel="noreferrer">
                      {t('guest.termsLink')}
                    </a>
                  )}{' '}
                  {settings.signInButton?.privacy_url && (
                    <a href={settings.signInButton.privacy_url} target="_blank" rel="noreferrer">
                      {t('guest.privacyLink')}
                    </a>
                  )}
                </p>
                <CheckboxInput name="terms" label={t('guest.acceptTerms')} required />
                {consent.enabled && <CheckboxInput name="emailConsent" label={t('guest.emailConsent', { brand: brandName })} description={t('guest.emailConsentHint')} />}
              </section>
            </div>
            <aside className="booking-guest__aside">
              <PriceSummary names={names} extraName={extraName}>
                {priceChange && <PriceChangeNotice change={priceChange} hotelCurrency={s?.currency ?? 'JPY'} messageKey={priceChange.message_key} wasKey="guest.priceWas" />}
                {pricing.quoteError && !couponProblem(pricing.quoteError) && <ErrorBanner error={pricing.quoteError} />}
                {bookingError && <ErrorBanner error={bookingError} onDismiss={() => setBookingError(null)} />}
                <ErrorBanner error={errors.guestForm} />
                {needsCard && <p className="booking-summary__note" role="status">{t('guest.cardNotAvailable')}</p>}
                {!onSiteOffered && <p className="booking-summary__note" role="status">{t('guest.onSiteNotOffered')}</p>}
                {!cardFlow && <p className="booking-summary__note">{t('guest.payAtHotel')}</p>}
                <StepActions
                  submitLabel={priceChange ? t('guest.confirmNewPrice') : cardFlow ? t('paymentStep.continue') : t('guest.book')}
                  busy={submitting || reservation.submitting}
                  disabled={needsCard || !onSiteOffered || !pricing.quote || pricing.quoting || planMethods.some((m) => m === null)}
                  backLabel={t('guest.backToResults')}
                  onBack={() => void navigate(pathKeeping(PATHS.result, location.search, search.queryPairs))}
                />
              </PriceSummary>
            </aside>
          </form>
        )}
      />
    </div>
  );
});

/** The extras chosen in the form drive the price; read after render, never during it. */
function ExtrasWatcher({ lines, rooms, chosen, onChange }: { lines: readonly ExtraLine[]; rooms: number; chosen: PricedExtra[]; onChange: (next: PricedExtra[]) => void }) {
  const { values } = useFormState<GuestFormValues>({ subscription: { values: true } });
  const next = chosenExtras(lines, values.extras ?? {}, rooms);
  const changed = JSON.stringify(next) !== JSON.stringify(chosen);
  useEffect(() => {
    if (changed) onChange(next);
  });
  return null;
}
