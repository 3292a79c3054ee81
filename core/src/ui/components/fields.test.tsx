// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { TextField } from './TextField.tsx';
import { SelectField } from './SelectField.tsx';
import { describedBy, renderUi, typeInto, type RenderedUi } from '../testing/renderUi.tsx';

let ui: RenderedUi | null = null;
afterEach(() => ui?.unmount());

function Email({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="E-mail" type="email" value={value} onChange={setValue} description="We send the confirmation here." error={error} required autoComplete="email" />;
}

describe('TextField', () => {
  it('labels the input and describes it, marking required in the label', async () => {
    ui = await renderUi(<Email />);
    const input = ui.container.querySelector('input')!;
    const label = ui.container.querySelector(`label[for="${input.id}"]`)!;
    expect(label.textContent).toBe('E-mail (required)');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(input)).toBe('We send the confirmation here.');
    expect(input.required).toBe(true);
    expect(input.autocomplete).toBe('email');
    typeInto(input, 'hanako@example.com');
    expect(input.value).toBe('hanako@example.com');
  });

  it('with an error sets aria-invalid and adds the error to the description', async () => {
    ui = await renderUi(<Email error="Enter a valid e-mail address." />);
    const input = ui.container.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe('We send the confirmation here. | Enter a valid e-mail address.');
  });

  it('translates the required marker', async () => {
    ui = await renderUi(<TextField label="メール" value="" onChange={() => {}} required />, 'ja');
    expect(ui.container.querySelector('label')?.textContent).toBe('メール (必須)');
  });
});

describe('SelectField', () => {
  it('is a labelled select with its options, error and change', async () => {
    let chosen = '';
    ui = await renderUi(
      <SelectField label="Prefecture" value="kyoto" error="Choose a prefecture." onChange={(v) => (chosen = v)} options={[{ value: 'kyoto', label: 'Kyoto' }, { value: 'osaka', label: 'Osaka' }]} />,
    );
    const select = ui.container.querySelector('select')!;
    expect(ui.container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Prefecture');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Kyoto', 'Osaka']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toBe('Choose a prefecture.');
    typeInto(select, 'osaka');
    expect(chosen).toBe('osaka');
  });
});
