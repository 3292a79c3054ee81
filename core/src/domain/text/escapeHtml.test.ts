import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.ts';

describe('escapeHtml', () => {
  it('leaves no character that HTML reads as markup, in text or in a quoted attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&amp;`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;amp;');
    expect(escapeHtml('お支払い')).toBe('お支払い');
  });
});
