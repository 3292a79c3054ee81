import { describe, expect, it } from 'vitest';
import { MESSAGE_SOURCE, norenMessage, readIncomingMessage, readOutgoingMessage } from './messages.ts';

describe('parent messages (part 2 §7.9)', () => {
  it('builds our envelope, with the payload only when there is one', () => {
    expect(norenMessage('close')).toEqual({ source: MESSAGE_SOURCE, type: 'close' });
    expect(norenMessage('ga4Event', { event: 't-confirmation' })).toEqual({ source: 'noren', type: 'ga4Event', payload: { event: 't-confirmation' } });
  });

  it('reads the incoming names as a bare string or an object', () => {
    expect(readIncomingMessage('logout')).toEqual({ type: 'logout' });
    expect(readIncomingMessage({ type: 'refresh-login-from-chatbot' })).toEqual({ type: 'refresh-login-from-chatbot' });
    expect(readIncomingMessage({ source: 'noren', type: 'logout', payload: 1 })).toEqual({ type: 'logout', payload: 1 });
  });

  it('ignores other traffic: unknown names, outgoing names, other sources, non-objects', () => {
    for (const data of ['close', 'ga4Event', { type: 'close' }, { type: 'logout', source: 'react-devtools' }, null, 42, ['logout'], { action: 'logout' }, '']) {
      expect(readIncomingMessage(data)).toBeNull();
    }
  });

  it('reads outgoing messages only in our envelope', () => {
    expect(readOutgoingMessage({ source: 'noren', type: 'close' })?.type).toBe('close');
    expect(readOutgoingMessage({ type: 'close' })).toBeNull();
    expect(readOutgoingMessage({ source: 'noren', type: 'logout' })).toBeNull();
    expect(readOutgoingMessage('close')).toBeNull();
  });
});
