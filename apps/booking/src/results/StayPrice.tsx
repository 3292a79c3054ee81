// A plan's price for the whole stay and every searched room, with the tax note (the card's texts:
// usePlanTexts.ts).
import type { Amount } from './prices.ts';
import type { PlanTexts } from './usePlanTexts.ts';

export function StayPrice({ price, taxIncluded, texts }: { price: Amount; taxIncluded: boolean; texts: PlanTexts }) {
  return (
    <p className="booking-stay-price">
      <span className="booking-stay-price__for">{texts.stayFor}</span>{' '}
      <span className="noren-price__amount">{texts.format.money(price.amount, price.currency)}</span>{' '}
      <span className="noren-price__tax">{taxIncluded ? texts.taxIncluded : texts.taxExcluded}</span>
    </p>
  );
}
