// The console's root stops the staff store's watch of the session with core's reactions.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@noren/core/api';
import { AdminRoot } from './AdminRoot.ts';
import { FakeApi } from '../../../../core/src/stores/testing/fakeApi.ts';
import { memoryEnv } from '../../../../core/src/stores/testing/memoryEnv.ts';

function setup() {
  const env = { ...memoryEnv('https://noren.example/admin/?code=kyoto-gion'), sessionStorage: memoryStorage() };
  const root = new AdminRoot({ api: new FakeApi(), env, embedHost: null, dataLayer: null });
  const staff = root.staff;
  staff.staff = { id: 2, name: 'Manager', email: 'manager@noren.example', role: 'manager', brand_id: 1, hotels: [] };
  root.session.setBearerSession('staff-token');
  return { root, staff };
}

describe('AdminRoot', () => {
  it('makes each console store once', () => {
    const { root } = setup();
    expect(root.staff).toBe(root.staff);
    expect(root.reservations).toBe(root.reservations);
    expect(root.outbox).toBe(root.outbox);
  });

  it('while mounted, a sign-out anywhere forgets the staff; after dispose nothing reacts', () => {
    const mounted = setup();
    mounted.root.session.setBearerSession(null);
    expect(mounted.staff.staff).toBeNull();

    const gone = setup();
    gone.root.dispose();
    gone.root.session.setBearerSession(null);
    expect(gone.staff.staff).not.toBeNull();
  });
});
