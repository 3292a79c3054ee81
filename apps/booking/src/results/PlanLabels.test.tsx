// The plan's labels in the card's translation: a known code says its own text, a code the texts do
// not name says the catch-all's (looked up only then), and the counts read their numbers.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PlanLabels } from './PlanLabels.tsx';

const TEXTS: Record<string, string> = {
  'meal.breakfast': 'Breakfast', 'meal.other': 'Other meals',
  'payment.card': 'Card', 'payment.other': 'Other payment',
  'results.membersOnly': 'Members only', 'results.fewLeftCount': '{{left}} left', 'results.fewLeft': 'Few left',
};
const t = vi.fn((key: string, options?: Record<string, unknown>) => {
  const text = TEXTS[key];
  if (text === undefined) return (options?.defaultValue as string | undefined) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
});
const labels = (markup: string) => [...markup.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1]);

describe('PlanLabels', () => {
  it('says a known meal and payment in their own words, without asking for the catch-all', () => {
    t.mockClear();
    expect(labels(renderToStaticMarkup(<PlanLabels t={t} mealType="breakfast" paymentCode="card" membersOnly />))).toEqual(['Breakfast', 'Card', 'Members only']);
    expect(t.mock.calls.map(([key]) => key)).not.toContain('meal.other');
  });

  it('says the catch-all for a code the texts do not name', () => {
    expect(labels(renderToStaticMarkup(<PlanLabels t={t} mealType="kaiseki" paymentCode="barter" />))).toEqual(['Other meals', 'Other payment']);
  });

  it('counts the rooms left when it knows them', () => {
    expect(labels(renderToStaticMarkup(<PlanLabels t={t} fewLeft roomsLeft={3} />))).toEqual(['3 left']);
    expect(labels(renderToStaticMarkup(<PlanLabels t={t} fewLeft roomsLeft={0} />))).toEqual(['Few left']);
  });
});
