// The points store, made when a points screen first asks; CoreStores resets it on every sign-in
// and sign-out (part 1 §4).
import { PointsStore } from '../PointsStore.ts';
import type { CoreStores } from '../root/CoreStores.ts';

export function pointsOf(root: CoreStores): PointsStore {
  return root.points.get(() => new PointsStore({ api: root.api, hotelId: () => root.session.hotelCode }));
}
