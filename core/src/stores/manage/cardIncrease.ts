// An increase on a card-paid reservation (the update quote says card_token_required): the card is
// checked by core/domain's rules, then sent to the provider's tokeniser only; the API sees a token.
import { validateCard, type IsoDate, type PaymentProblem } from '@noren/core/domain';
import { tokeniseCard, type CardDetails, type CardToken, type GatewayEndpoint } from '@noren/core/api';
import { toCardDetails, type CardFormInput } from '../payment/cardDetails.ts';

export type Tokenise = (endpoint: GatewayEndpoint, card: CardDetails) => Promise<CardToken>;

/** The card's problems for a stay ending on `checkout`, judged on the hotel's `today`. */
export function increaseCardProblems(card: CardFormInput, today: IsoDate, checkout: IsoDate): PaymentProblem[] {
  return validateCard(
    { number: card.number, expMonth: card.expMonth, expYear: card.expYear, securityCode: card.securityCode, holder: card.holder },
    { today, checkout, koreanDomestic: false },
  );
}

export function tokeniseIncreaseCard(endpoint: GatewayEndpoint, card: CardFormInput, tokenise: Tokenise = tokeniseCard): Promise<CardToken> {
  return tokenise(endpoint, toCardDetails(card, false));
}
