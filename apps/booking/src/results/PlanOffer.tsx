// One room type in one plan on a result card, whichever way the results are grouped: its name and
// labels, the price for the whole stay and the chooser, in the card's texts (usePlanTexts.ts).
import type { ReactNode } from 'react';
import type { CardPrices } from '@noren/core/domain';
import { PlanChooser, type PlanChooserProps } from './PlanChooser.tsx';
import { planPrice } from './prices.ts';
import { StayPrice } from './StayPrice.tsx';

export interface PlanOfferProps extends PlanChooserProps {
  /** The part the card's title does not already say: the room type or the plan. */
  title: string;
  labels: ReactNode;
  prices: CardPrices;
}

export function PlanOffer({ title, labels, prices, ...chooser }: PlanOfferProps) {
  return (
    <li className="booking-plan">
      <div className="booking-plan__info">
        <h4 className="booking-plan__name">{title}</h4>
        {labels}
      </div>
      <div className="booking-plan__price">
        <StayPrice price={planPrice(prices, chooser.view)} taxIncluded={chooser.view.taxIncluded} texts={chooser.texts} />
        <PlanChooser {...chooser} />
      </div>
    </li>
  );
}
