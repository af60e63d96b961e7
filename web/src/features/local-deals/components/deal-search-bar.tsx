import '@mantine/core/styles/Combobox.css';
import { Button, CloseButton, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type ChangeEvent, type ComponentType, type FormEvent } from 'react';
import { DISTANCES, FIELDS, FORM_PROPS, type SearchField, type SearchInputs } from './deal-search-fields';
import type { DealSearchFormProps, DealSearchValues } from './deal-search-form';

export type { DealSearchValues };

// clocaldeals' search bar. Its real form (deal-search-form.tsx) is on the form layer, whose zod,
// @mantine/form and input mask are about 43 kB gzip: a phone would download and run them before the
// page could show a deal. So a plain stand-in of the same look shows first, and the first focus
// or submit loads the real form, which takes over without losing a keystroke (as the shell's
// search box does): the stand-in's values live in this component's state, the form is rendered
// only once its module is there (no Suspense fallback in between), it takes the focus in the same
// commit, and a submit made on the stand-in runs as soon as the form is mounted.

type Form = ComponentType<DealSearchFormProps>;
let loadedForm: Form | undefined;
let loading: Promise<Form> | undefined;

/** Loads the real form (once); tests that exercise the form itself call it first. */
export const loadDealSearchForm = () => (loading ??= import('./deal-search-form').then((m) => (loadedForm = m.default)));

interface DealSearchBarProps {
  criteria: string;
  radius: number;
  /** The ZIP the last answer searched around: shown in the ZIP box unless the member typed one. */
  usedZip: string | null | undefined;
  onSearch: (values: DealSearchValues) => void;
}

export function DealSearchBar({ criteria, radius, usedZip, onSearch }: DealSearchBarProps) {
  const [Form, setForm] = useState<Form | undefined>(() => loadedForm);
  const [values, setValues] = useState<SearchInputs>({ criteria, zipcode: '', radius: String(radius) });
  const [submitted, setSubmitted] = useState(false);
  const filledZip = useRef<string | null>(null);
  const focusField = useRef<SearchField | null>(null);
  const formNode = useRef<HTMLFormElement>(null);

  // The same rule as the real form: an answer's ZIP fills the box unless the member typed one.
  useEffect(() => {
    if (Form || !usedZip) return;
    if (values.zipcode === '' || values.zipcode === filledZip.current) {
      filledZip.current = usedZip;
      setValues((v) => ({ ...v, zipcode: usedZip }));
    }
  }, [usedZip, Form]);

  if (Form) {
    return (
      <Form initial={values} filledZip={filledZip.current} usedZip={usedZip} onSearch={onSearch} focusField={focusField.current} submitNow={submitted} />
    );
  }

  const start = () => {
    void loadDealSearchForm().then((form) => {
      const active = document.activeElement;
      const name = active && formNode.current?.contains(active) ? active.getAttribute('name') : null;
      focusField.current = name === 'criteria' || name === 'zipcode' || name === 'radius' ? name : null;
      setForm(() => form);
    });
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
    <form ref={formNode} onSubmit={submit} onFocus={start} {...FORM_PROPS} data-ready="false">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            {...FIELDS.criteria}
            value={values.criteria}
            onChange={change('criteria')}
            rightSectionPointerEvents="all"
            rightSection={values.criteria ? <CloseButton aria-label="Clear search text" onClick={() => setValues((v) => ({ ...v, criteria: '' }))} /> : null}
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
