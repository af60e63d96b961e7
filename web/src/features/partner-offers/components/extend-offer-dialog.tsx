import { Button, Group, Stack, Text } from '@mantine/core';
import * as z from 'zod';
import { fill, PATTERNS, PERPETUAL_DATE } from '#shared/constants.js';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { isoFromUs, realDate, usFromIso } from '#shared/us-dates.js';
import { AppModal } from '#web/components/app-modal.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MaskedInput } from '#web/components/masked-input.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { type MyOffer, useExtendMyOffer } from '../my-offers';

/** The end-date check of Extend: a real date, after the current end, at most the perpetual date (the server checks the same). */
const extendForm = (current: string, max: string) =>
  z.object({
    endDate: z
      .string()
      .refine((v) => PATTERNS.date.test(v.trim()) && realDate(v.trim()), OFFER_MESSAGES.endDateInvalid)
      .transform((v) => isoFromUs(v.trim()))
      .refine((d) => d > current, fill(OFFER_MESSAGES.endDateNotLater, { date: usFromIso(current) }))
      .refine((d) => d <= max, fill(OFFER_MESSAGES.endDateTooLate, { date: usFromIso(max) })),
  });

/** Extend: a later end date for the offer, live at once (no review). */
export function ExtendOfferDialog({
  bpId,
  offer,
  maxEndDate,
  onClose,
}: {
  bpId: string;
  offer: MyOffer;
  maxEndDate: string;
  onClose: () => void;
}) {
  const extend = useExtendMyOffer();
  const schemaForm = useSchemaForm({
    schema: extendForm(offer.expirationDate, maxEndDate),
    initialValues: { endDate: '' },
    checksIn: 'field',
  });
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: ({ endDate }) => extend.mutateAsync({ bpId, dealId: offer.dealId, expirationDate: endDate }),
    notify: (answer) => ({ title: 'Extended', message: answer.message }),
    onSuccess: onClose,
  });
  return (
    <AppModal title={`Extend "${offer.value}"`} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Extend offer">
        <Stack gap="sm">
          <FormAlert notice={schemaForm.alert} />
          <Text size="sm">
            It ends on {usFromIso(offer.expirationDate)} now. A later date shows to members at once; at most{' '}
            {PERPETUAL_DATE}.
          </Text>
          <MaskedInput
            label="New end date"
            mask="00/00/0000"
            placeholder="MM/DD/YYYY"
            inputMode="numeric"
            data-autofocus
            {...schemaForm.form.getInputProps('endDate')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Extend
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
