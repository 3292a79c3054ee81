import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isRecommenderWidgetPath, parentOrigin, targetOriginFor } from './origin.ts';

describe('parent origin check (part 1 §5)', () => {
  it('accepts any origin when parentUrl is *', () => {
    expect(isAllowedOrigin('*', 'https://evil.example')).toBe(true);
    expect(isAllowedOrigin(' * ', 'http://localhost:8080')).toBe(true);
  });

  it('accepts exactly the origin parentUrl names, whatever path or query it carries', () => {
    expect(isAllowedOrigin('https://hotel.example', 'https://hotel.example')).toBe(true);
    expect(isAllowedOrigin('https://hotel.example/rooms/?lang=ja#top', 'https://hotel.example')).toBe(true);
    expect(isAllowedOrigin('https://HOTEL.example:443/', 'https://hotel.example')).toBe(true);
  });

  it('refuses another scheme, host, subdomain or port', () => {
    expect(isAllowedOrigin('https://hotel.example', 'http://hotel.example')).toBe(false);
    expect(isAllowedOrigin('https://hotel.example', 'https://www.hotel.example')).toBe(false);
    expect(isAllowedOrigin('https://hotel.example', 'https://hotel.example.evil.test')).toBe(false);
    expect(isAllowedOrigin('http://localhost:8181', 'http://127.0.0.1:8181')).toBe(false);
    expect(isAllowedOrigin('http://localhost:8181', 'http://localhost:8182')).toBe(false);
  });

  it('refuses everything without a usable parentUrl', () => {
    for (const parentUrl of [null, undefined, '', '   ', 'hotel.example', 'javascript:alert(1)', 'null', 'file:///x.html']) {
      expect(isAllowedOrigin(parentUrl, 'https://hotel.example')).toBe(false);
      expect(isAllowedOrigin(parentUrl, 'null')).toBe(false);
    }
  });
});

describe('target origin for posting to the parent', () => {
  it('is the parent origin, * only for *, and null (do not post) otherwise', () => {
    expect(targetOriginFor('https://hotel.example/booking?x=1')).toBe('https://hotel.example');
    expect(targetOriginFor('*')).toBe('*');
    expect(targetOriginFor(null)).toBeNull();
    expect(targetOriginFor('not a url')).toBeNull();
    expect(parentOrigin('data:text/html,hi')).toBeNull();
  });
});

describe('recommender-widget mode', () => {
  it('is any path containing /recommender-widget', () => {
    expect(isRecommenderWidgetPath('/recommender-widget')).toBe(true);
    expect(isRecommenderWidgetPath('/hotels/x/recommender-widget/list')).toBe(true);
    expect(isRecommenderWidgetPath('/booking/recommender')).toBe(false);
    expect(isRecommenderWidgetPath('/booking/result')).toBe(false);
  });
});
