import '@mantine/core/styles/Combobox.css';
import { Button, CloseButton, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { formLoader, useHandoff } from '#web/components/deferred-form.js';
import { DISTANCES, FIELDS, FORM_PROPS, type SearchField, type SearchInputs } from './components/deal-search-fields';
import type { DealSearchFormProps, DealSearchValues } from './components/deal-search-form';

export type { DealSearchValues };

// clocaldeals' search bar. Its real form (deal-search-form.tsx) is on the form layer, whose zod,
// @mantine/form and input mask are about 43 kB gzip: a phone would download and run them before the
// page could show a deal. So a plain stand-in of the same look shows first, and the first focus
// or submit loads the real form, which takes over without losing a keystroke (as the shell's
// search box does): the stand-in's values live in this component's state, the form is rendered
// only once its module is there (no Suspense fallback in between), it takes the focus in the same
// commit, a submit made on the stand-in runs as soon as the form is mounted, and the swap waits
// while a button is pressed (useHandoff).

const loader = formLoader<DealSearchFormProps>(() => import('./components/deal-search-form'));

/** Loads the real form (once); tests that exercise the form itself call it first. */
export const loadDealSearchForm = loader.load;

interface DealSearchBarProps {
  criteria: string;
  radius: number;
  /** The ZIP the last answer searched around: shown in the ZIP box unless the member typed one. */
  usedZip: string | null | undefined;
  onSearch: (values: DealSearchValues) => void;
}

export function DealSearchBar({ criteria, radius, usedZip, onSearch }: DealSearchBarProps) {
  const { Form, start, onMouseDown } = useHandoff(loader);
  const [values, setValues] = useState<SearchInputs>({ criteria, zipcode: '', radius: String(radius) });
  const [submitted, setSubmitted] = useState(false);
  const filledZip = useRef<string | null>(null);
  // Kept by focus events: the stand-in's field that has the focus when the form mounts keeps it.
  const focusField = useRef<SearchField | null>(null);

  // The same rule as the real form: an answer's ZIP fills the box unless the member typed one.
  const fillZip = useEffectEvent((zip: string) => {
    if (values.zipcode === '' || values.zipcode === filledZip.current) {
      filledZip.current = zip;
      setValues((v) => ({ ...v, zipcode: zip }));
    }
  });
  useEffect(() => {
    if (!Form && usedZip) fillZip(usedZip);
  }, [usedZip, Form]);

  if (Form) {
    return (
      <Form
        initial={values}
        filledZip={filledZip.current}
        usedZip={usedZip}
        onSearch={onSearch}
        focusField={focusField.current}
        submitNow={submitted}
      />
    );
  }

  const focus = (event: FocusEvent<HTMLFormElement>) => {
    const name = event.target.getAttribute('name');
    focusField.current = name === 'criteria' || name === 'zipcode' || name === 'radius' ? name : null;
    start();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    start();
  };
  const change = (field: SearchField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  return (
    <form
      onSubmit={submit}
      onFocus={focus}
      onBlur={() => (focusField.current = null)}
      onMouseDown={onMouseDown}
      {...FORM_PROPS}
      data-ready="false"
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            {...FIELDS.criteria}
            value={values.criteria}
            onChange={change('criteria')}
            rightSectionPointerEvents="all"
            rightSection={
              values.criteria ? (
                <CloseButton
                  aria-label="Clear search text"
                  onClick={() => setValues((v) => ({ ...v, criteria: '' }))}
                />
              ) : null
            }
          />
          <TextInput {...FIELDS.zipcode} value={values.zipcode} onChange={change('zipcode')} />
          <NativeSelect {...FIELDS.radius} data={DISTANCES} value={values.radius} onChange={change('radius')} />
          <Button type="submit" style={{ flex: '0 0 auto' }}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
