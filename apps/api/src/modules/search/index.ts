// The search module's public face: its routes, and the catalogue reads and query rules the other
// catalogue views (plans, extras, questions, facilities) build on.
export { default as searchRoutes } from './routes.ts';
export { GUEST, searchViewerOf, type SearchViewer } from './context.ts';
export { priceSelection } from './price.ts';
export { loadExtras, type ExtraRow } from './extras.ts';
export { isCardPayment } from './pricing.ts';
export { codeList, type RawQuery } from './query.ts';
export { loadSearchData, type Catalogue, type PlanRow } from './repository.ts';
export { runSearch } from './service.ts';
