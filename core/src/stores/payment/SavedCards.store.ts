// A member's saved cards on the payment step (part 1 §3): the list, the one chosen, whether a new
// card is kept for next time, and removing one. A guest or an organisation user has none; the
// root forgets them on every sign-in and sign-out (CoreStores).
import { action, makeObservable, observable } from 'mobx';
import type { AccountApi, NorenApi, SavedCardView } from '@noren/core/api';
import { AsyncState } from '../async/AsyncState.ts';
import type { ShownError } from '../shownError.ts';

export interface SavedCardsDeps {
  api: NorenApi;
  /** Removing a card (the account calls, kept out of the first download). */
  accountApi: AccountApi;
  hotelId: () => string | null;
  /** A member is signed in: saved cards and "save this card" are theirs. */
  member: () => boolean;
}

export class SavedCardsStore {
  chosenId: number | null = null;
  /** A member paying by a new card keeps it for next time (payment.save_card). */
  saveNew = false;
  /** The card being removed. */
  removingId: number | null = null;

  readonly #list = new AsyncState<SavedCardView[]>();
  readonly #removal = new AsyncState<number>();

  constructor(private readonly deps: SavedCardsDeps) {
    makeObservable(this, { chosenId: observable, saveNew: observable, removingId: observable, choose: action, setSaveNew: action, forget: action });
  }

  get cards(): SavedCardView[] {
    return this.#list.value ?? [];
  }

  get chosen(): SavedCardView | null {
    return this.cards.find((c) => c.id === this.chosenId) ?? null;
  }

  get removeError(): ShownError | null {
    return this.#removal.shownError;
  }

  choose(id: number | null): void {
    this.chosenId = id;
  }

  setSaveNew(on: boolean): void {
    this.saveNew = on && this.deps.member();
  }

  /** Signed out (or someone else signed in): the cards were the previous member's. */
  forget(): void {
    this.#list.reset();
    this.#removal.reset();
    this.chosenId = null;
    this.saveNew = false;
  }

  /** Shown as given (a test, or a list read elsewhere). */
  set(cards: SavedCardView[]): void {
    this.#list.set(cards);
  }

  /** The list; anything but an answer (a guest gets 401) leaves it empty, silently. */
  async load(signal?: AbortSignal): Promise<void> {
    const hotelId = this.deps.hotelId();
    if (!hotelId) return;
    if (!this.deps.member()) {
      this.forget();
      return;
    }
    signal?.addEventListener('abort', () => this.#list.cancel(), { once: true });
    const outcome = await this.#list.run((own) => this.deps.api.listSavedCards(hotelId, own), { keep: true, clearOnError: true });
    if (outcome?.ok && !Array.isArray(outcome.value)) this.#list.set([]);
    if (outcome && !outcome.ok) {
      this.#list.clearError();
      this.choose(null);
    }
  }

  /** DELETE .../credit_cards/{id}; the card leaves the list only once the API has removed it. */
  async remove(id: number): Promise<boolean> {
    const hotelId = this.deps.hotelId();
    if (!hotelId || this.removingId !== null) return false;
    this.#setRemoving(id);
    const outcome = await this.#removal.run(async () => {
      await this.deps.accountApi.deleteSavedCard(hotelId, id);
      return id;
    });
    this.#setRemoving(null);
    if (!outcome?.ok) return false;
    this.#list.set(this.cards.filter((c) => c.id !== id));
    return true;
  }

  #setRemoving = action((id: number | null) => {
    this.removingId = id;
  });
}
