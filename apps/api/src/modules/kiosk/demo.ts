// The demo device (issue #16 part 2): `npm start` shows a working kiosk at /kiosk/?code=kyoto-gion
// because the kiosk, finding no credential, asks here for the demo device's. It is handed out only
//  - while config.kiosk.demoDevice is on (NOREN_DEMO_KIOSK, never with DATABASE_URL; config.ts), and
//  - to a connection whose socket peer is this machine (loopback) and that carries no forwarding
//    header: behind a proxy every request's peer is the proxy, so a forwarded request is refused
//    even when the proxy runs on this machine.
// Everything else answers the 404 of a route that does not exist. The credential is derived from
// the server's signing key (tokens.ts demoCredential), so only its hash is stored, as for any device.
import type { FastifyRequest } from 'fastify';
import type { KioskPairResult } from '@noren/core/contract';
import { ErrorCode, NorenError } from '@noren/core/domain';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/database.ts';
import { signingSecret } from '../../db/signing-secret.ts';
import { findHotel } from '../hotels/index.ts';
import { deviceSelf } from './devices.ts';
import { findDemoDevice, setCredentialHash } from './repository.ts';
import { demoCredential, hashSecret } from './tokens.ts';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** Whether this request may have the demo credential: the config, the socket's peer, no forwarding. */
export function demoAllowed(config: Config, request: FastifyRequest): boolean {
  if (!config.kiosk.demoDevice) return false;
  if (!isLoopback(request.raw.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

const noDemo = () => new NorenError(ErrorCode.notFound, { payload: { resource: 'demo_device' } });

export async function demoDevice(db: Executor, config: Config, request: FastifyRequest, hotelCode: string): Promise<KioskPairResult> {
  if (!demoAllowed(config, request)) throw noDemo();
  const hotel = await findHotel(db, hotelCode);
  const device = hotel ? await findDemoDevice(db, hotel.id) : undefined;
  // A manager who revoked the demo device has turned it off for good.
  if (!hotel || !device) throw noDemo();
  const credential = demoCredential(await signingSecret(db, config.signingSecret), device.id);
  const hash = hashSecret(credential);
  if (device.credentialHash !== hash) await setCredentialHash(db, device.id, hash);
  return { device: deviceSelf(device, hotel), credential };
}
