import { Button, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { PATTERNS } from '#shared/constants.js';
import { AppProvider } from '#web/app/provider.js';
import { createQueryClient } from '#web/app/query-client.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import { ApiError } from '#web/lib/api-client.js';
import { confirmed, emptyAsAbsent, filled, inOrder } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { expectFieldError, expectValid } from './form-assertions';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The form layer on its own: a small form built the way every form of the app is.

const profile = inOrder(
  confirmed(
    filled({ name: 'Please enter name', email: 'Please enter email', email2: 'Please repeat email' }),
    'email',
    'email2',
    'Emails differ',
  ),
  emptyAsAbsent(
    z.object({
      name: z.string().trim(),
      email: z.string().trim().regex(PATTERNS.email, 'Bad email'),
      email2: z.string(),
      phone: z.string().regex(PATTERNS.phone, 'Bad phone').nullish(),
      zip: z.string().regex(PATTERNS.zip, 'Bad zip').nullish(),
    }),
  ),
);

function Profile({ action }: { action: (values: z.output<typeof profile>) => Promise<{ message: string }> }) {
  const schemaForm = useSchemaForm({
    schema: profile,
    initialValues: { name: '', email: '', email2: '', phone: '', zip: '' },
    titles: {
      'Please enter name': ACCOUNT_MESSAGES.allFieldsRequiredTitle,
      'Please enter email': ACCOUNT_MESSAGES.allFieldsRequiredTitle,
      'Emails differ': 'Mismatch',
    },
  });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action,
    failure: { title: COMMON_MESSAGES.attentionTitle, tone: 'warning' },
    notify: (result) => ({ title: COMMON_MESSAGES.changesSavedTitle, message: result.message }),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <FormAlert notice={alert} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <TextInput label="Repeat email" {...form.getInputProps('email2')} />
      <MaskedInput label="Phone" mask={MASKS.phone} {...form.getInputProps('phone')} />
      <MaskedInput label="ZIP" mask={MASKS.zip} {...form.getInputProps('zip')} />
      <Button type="submit" loading={pending}>
        Save
      </Button>
    </form>
  );
}

function renderProfile(
  action: (values: z.output<typeof profile>) => Promise<{ message: string }> = async () => ({ message: 'Saved.' }),
) {
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <Profile action={action} />
    </AppProvider>,
  );
  const form = screen.getByRole('form', { name: 'Profile' });
  return {
    form,
    field: (label: string) => within(form).getByLabelText(label) as HTMLInputElement,
    type: (label: string, value: string) => fireEvent.input(within(form).getByLabelText(label), { target: { value } }),
    save: () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })),
    alert: () => within(form).queryByRole('alert')?.textContent,
  };
}

describe('the form layer', () => {
  it('marks every failing field with aria-invalid and its message, focuses the first one and titles the alert with it', () => {
    const action = vi.fn(async (_values: z.output<typeof profile>) => ({ message: 'Saved.' }));
    const ui = renderProfile(action);
    ui.type('Email', 'ann@example.com');
    ui.save();
    expect(ui.alert()).toBe(`${ACCOUNT_MESSAGES.allFieldsRequiredTitle}Please enter name`);
    expectFieldError(ui.field('Name'), 'Please enter name');
    expectFieldError(ui.field('Repeat email'), 'Please repeat email');
    expectValid(ui.field('Email'));
    expect(document.activeElement).toBe(ui.field('Name'));
    expect(action).not.toHaveBeenCalled();
  });

  it('reports the checks in the order the schema stages them: required, then the confirmation, then formats', () => {
    const ui = renderProfile();
    ui.type('Name', 'Ann');
    ui.type('Email', 'ann@example');
    ui.type('Repeat email', 'ann@example.co');
    ui.save();
    // The email's format is wrong too, but the confirmation stage comes first.
    expect(ui.alert()).toBe('MismatchEmails differ');
    expectFieldError(ui.field('Repeat email'), 'Emails differ');
    expectValid(ui.field('Email'));
    expect(document.activeElement).toBe(ui.field('Repeat email'));

    ui.type('Repeat email', 'ann@example');
    ui.type('ZIP', '660');
    ui.save();
    expect(ui.alert()).toBe('Bad email');
    expectFieldError(ui.field('Email'), 'Bad email');
    expectFieldError(ui.field('ZIP'), 'Bad zip');
    expect(document.activeElement).toBe(ui.field('Email'));
  });

  it("clears a field's error when it changes, and sends the parsed values: trimmed, empty optional fields as null", async () => {
    const action = vi.fn(async (_values: z.output<typeof profile>) => ({ message: 'Saved.' }));
    const ui = renderProfile(action);
    ui.save();
    expectFieldError(ui.field('Name'), 'Please enter name');
    ui.type('Name', '  Ann ');
    expectValid(ui.field('Name'));
    ui.type('Email', 'ann@example.com');
    ui.type('Repeat email', 'ann@example.com');
    ui.save();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]![0]).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      email2: 'ann@example.com',
      phone: null,
      zip: null,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(ui.alert()).toBeUndefined();
  });

  it('masks the phone as (000) 000-0000 and the ZIP to 5 digits, and validates the masked value', async () => {
    const action = vi.fn(async (_values: z.output<typeof profile>) => ({ message: 'Saved.' }));
    const ui = renderProfile(action);
    ui.type('Phone', '785a5550100');
    expect(ui.field('Phone').value).toBe('(785) 555-0100');
    ui.type('ZIP', '66o0441');
    expect(ui.field('ZIP').value).toBe('66044');
    ui.type('Name', 'Ann');
    ui.type('Email', 'ann@example.com');
    ui.type('Repeat email', 'ann@example.com');
    ui.type('Phone', '78555');
    ui.save();
    expect(ui.alert()).toBe('Bad phone');
    expectFieldError(ui.field('Phone'), 'Bad phone');
    ui.type('Phone', '7855550100');
    ui.save();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]![0]).toMatchObject({ phone: '(785) 555-0100', zip: '66044' });
  });

  it('is pending while the call runs (one call however often it is sent), then shows the server message under the title', async () => {
    let refuse: (error: unknown) => void = () => {};
    const action = vi.fn(() => new Promise<{ message: string }>((_, reject) => (refuse = reject)));
    const ui = renderProfile(action);
    ui.type('Name', 'Ann');
    ui.type('Email', 'ann@example.com');
    ui.type('Repeat email', 'ann@example.com');
    ui.save();
    const button = within(ui.form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('data-loading')).toBe('true');
    fireEvent.submit(ui.form);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new ApiError('This email is already used by another account.', 409)));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(ui.alert()).toBe(`${COMMON_MESSAGES.attentionTitle}This email is already used by another account.`);
    expect(screen.queryByText(COMMON_MESSAGES.changesSavedTitle)).toBeNull();
  });
});
