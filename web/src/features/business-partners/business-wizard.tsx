import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { includeAsLocationRules, problemOf, WIZARD_ALERT } from '#shared/partner-rules.js';
import type { BusinessDraft, DraftLocation, DraftOffer } from '#shared/schemas/partners.js';
import type { ResponseOf } from '#shared/routes.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { notice } from '#web/lib/notice.js';
import { useSaveBusiness, type SaveBusinessRequest } from './wizard-api';
import { emptyDraft, mainLocation, newOffer, offerLocationIds, putLocation, putOffer } from './utils/draft';
import { businessInfoForm, WIZARD_TITLES, type BusinessInfoInputs } from './utils/wizard-forms';
import { AgreementTab } from './components/agreement-tab';
import { BusinessInfoTab } from './components/business-info-tab';
import { ImagesTab } from './components/images-tab';
import { LocationDialog } from './components/location-dialog';
import { LocationsTab } from './components/locations-tab';
import { OfferDialog } from './components/offer-dialog';
import { OffersTab } from './components/offers-tab';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

type Stored = NonNullable<ResponseOf<'tbp/getbusinessdraft'>['business']>;
type Categories = ResponseOf<'tbp/listcategories'>['categories'];
type CoopInfo = ResponseOf<'tbp/getcoopinfo'>['coopInfo'];

const LANDING = '/b2c/newbp';
const infoInputs = ({ businessInfo: b, contractInfo: c }: BusinessDraft): BusinessInfoInputs => ({
  businessName: b.businessName,
  address: b.address,
  city: b.city,
  state: b.state,
  zip: b.zip,
  phone: b.phone,
  website: b.website,
  email: b.email,
  signerName: c.businessData.printedName ?? '',
  signerTitle: c.businessData.title ?? '',
  signerEmail: c.emailTo ?? '',
});

/**
 * The business wizard: Business Info, Locations, Offers, Logo &
 * Images and Agreement, saved for later or sent for approval through tbp/savebusinesstemp. Each save sends
 * the version it started from, what it held then and what it deleted, so the server can merge another
 * tab's save.
 */
export function BusinessWizard({
  stored,
  categories,
  coop,
}: {
  stored: Stored | null;
  categories: Categories;
  coop?: CoopInfo;
}) {
  const navigate = useNavigate();
  const save = useSaveBusiness();
  const [draft, setDraft] = useState<BusinessDraft>(() => stored?.draft ?? emptyDraft());
  const [status, setStatus] = useState(stored?.status ?? BUSINESS_STATUS.draft);
  const version = useRef(stored?.version);
  // What the page holds at `version`: a save from an older version keeps the stored value of each
  // field the page did not change (the server's merge, docs/adr/0002-wizard-stale-saves.md).
  const base = useRef({ businessInfo: draft.businessInfo, contractInfo: draft.contractInfo });
  const removed = useRef({ locations: [] as string[], offers: [] as string[] });
  // Unticking include-as-location remembers the main location's offers for when it is ticked again.
  const mainOffers = useRef<string[]>(draft.locations.find((l) => l.type === 1)?.offers ?? []);
  const [tab, setTab] = useState<string | null>('info');
  const [locationDialog, setLocationDialog] = useState<{ location?: DraftLocation } | null>(null);
  const [offerDialog, setOfferDialog] = useState<{ offer: DraftOffer; isNew: boolean } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  // Images still uploading: a save now would go without them.
  const [uploads, setUploads] = useState(0);

  const schemaForm = useSchemaForm({
    schema: businessInfoForm,
    initialValues: infoInputs(draft),
    titles: WIZARD_TITLES,
  });
  const { form, setAlert } = schemaForm;
  const info = form.getValues();

  // The main location follows the business info while it is included: adjusted in the render
  // that sees new info (React's "adjusting state when a value changes"), not in an effect after it.
  const infoKey = JSON.stringify(info);
  const [syncedInfo, setSyncedInfo] = useState<string | null>(null);
  if (infoKey !== syncedInfo) {
    setSyncedInfo(infoKey);
    setDraft((d) => {
      const main = d.locations.find((l) => l.type === 1);
      if (!main) return d;
      const next = mainLocation({ ...d.businessInfo, ...info }, main.offers, main);
      return JSON.stringify(next) === JSON.stringify(main)
        ? d
        : { ...d, locations: d.locations.map((l) => (l.type === 1 ? next : l)) };
    });
  }

  const current = (): BusinessDraft => {
    const { signerName, signerTitle, signerEmail, ...businessInfo } = form.getValues();
    return {
      ...draft,
      businessInfo: { ...draft.businessInfo, ...businessInfo },
      contractInfo: {
        ...draft.contractInfo,
        emailTo: signerEmail.trim() || null,
        businessData: { ...draft.contractInfo.businessData, printedName: signerName.trim(), title: signerTitle.trim() },
      },
    };
  };

  const send = async (body: BusinessDraft, submit: boolean) => {
    const request: SaveBusinessRequest = {
      businessName: body.businessInfo.businessName.trim(),
      id: body.bpId,
      json: body,
      version: version.current,
      removed: removed.current,
      submit,
      base: base.current,
    };
    const answer = await save.mutateAsync(request);
    if (answer.draft) {
      // The stored business may hold another tab's fields merged in: the form shows them too.
      setDraft(answer.draft);
      form.setValues(infoInputs(answer.draft));
      base.current = { businessInfo: answer.draft.businessInfo, contractInfo: answer.draft.contractInfo };
    }
    if (answer.status !== undefined) setStatus(answer.status);
    version.current = answer.version;
    removed.current = { locations: [], offers: [] };
    return answer;
  };

  const { onSubmit: sendForApproval, pending } = useSubmit(schemaForm, {
    action: () => send(current(), true),
    failure: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
    // No notification: the page itself turns to 'Waiting for approval' with the same words (an
    // alert, so screen readers hear it), and saying them twice was noise.
  });

  // The checks' first failing field takes the focus: its tab must be the one shown.
  const showFirstProblem = () => {
    const checked = businessInfoForm.safeParse(form.getValues());
    const field = checked.success ? '' : String(checked.error.issues[0]?.path[0] ?? '');
    setTab(field.startsWith('signer') ? 'agreement' : 'info');
  };

  const saveForLater = async () => {
    setAlert(null);
    try {
      const answer = await send(current(), false);
      notifications.show({ color: 'green', title: 'Saved', message: answer.message ?? PARTNERS_MESSAGES.draftSaved });
      navigate(LANDING);
    } catch (error) {
      setAlert(
        notice(
          error instanceof Error ? error.message : COMMON_MESSAGES.serverError,
          COMMON_MESSAGES.warningTitle,
          'warning',
        ),
      );
    }
  };

  const reset = async () => {
    setConfirmReset(false);
    const empty = { ...emptyDraft(draft.bpId) };
    removed.current = { locations: draft.locations.map((l) => l.id), offers: draft.offers.map((o) => o.id) };
    try {
      await send(empty, false);
      mainOffers.current = [];
      setTab('info');
    } catch (error) {
      setAlert(
        notice(
          error instanceof Error ? error.message : COMMON_MESSAGES.serverError,
          COMMON_MESSAGES.warningTitle,
          'warning',
        ),
      );
    }
  };

  const includeAsLocation = (checked: boolean) => {
    setAlert(null);
    if (!checked) {
      mainOffers.current = draft.locations.find((l) => l.type === 1)?.offers ?? [];
      setDraft((d) => ({
        ...d,
        businessInfo: { ...d.businessInfo, includeAsLocation: false },
        locations: d.locations.filter((l) => l.type !== 1),
      }));
      return;
    }
    const values = { ...draft.businessInfo, ...form.getValues() };
    const problem = problemOf(includeAsLocationRules, values);
    if (problem) {
      setAlert(notice(problem.message, WIZARD_ALERT.title, WIZARD_ALERT.tone));
      form.getInputNode(problem.field)?.focus();
      return;
    }
    setDraft((d) => ({
      ...d,
      businessInfo: { ...d.businessInfo, includeAsLocation: true },
      locations: [mainLocation(values, mainOffers.current), ...d.locations.filter((l) => l.type !== 1)],
    }));
  };

  const deleteLocation = (l: DraftLocation) => {
    removed.current.locations.push(l.id);
    setDraft((d) => ({ ...d, locations: d.locations.filter((x) => x.id !== l.id) }));
  };
  const deleteOffer = (o: DraftOffer) => {
    removed.current.offers.push(o.id);
    setDraft((d) => ({
      ...d,
      offers: d.offers.filter((x) => x.id !== o.id),
      locations: d.locations.map((l) => ({ ...l, offers: l.offers.filter((id) => id !== o.id) })),
    }));
  };

  if (status === BUSINESS_STATUS.inReview || status === BUSINESS_STATUS.approved) {
    return (
      <Stack gap="md">
        <Title order={1}>{draft.businessInfo.businessName}</Title>
        <Alert
          color="blue"
          title={status === BUSINESS_STATUS.inReview ? 'Waiting for approval' : 'Approved: waiting for the signature'}
          data-testid="business-status"
        >
          {status === BUSINESS_STATUS.inReview
            ? PARTNERS_MESSAGES.draftSubmitted
            : 'Your cooperative approved the business. The signer got the agreement by email; your offers go live once it is signed.'}
        </Alert>
        <Text>
          {draft.locations.length} location(s) and {draft.offers.length} offer(s).
        </Text>
      </Stack>
    );
  }

  // The dialogs stay outside the wizard's form: React bubbles their submit through the portal.
  return (
    <>
      <form onSubmit={sendForApproval} noValidate aria-label="Business">
        <Stack gap="md">
          <Title order={1}>Offer a discount</Title>
          {status === BUSINESS_STATUS.rejected ? (
            <Alert color="orange" title="Your cooperative sent the business back" data-testid="business-status">
              {stored?.reviewNote ?? 'Please make the changes it asked for and send it again.'}
            </Alert>
          ) : null}
          <FormAlert notice={schemaForm.alert} />
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              <Tabs.Tab value="info">Business Info</Tabs.Tab>
              <Tabs.Tab value="locations">Locations</Tabs.Tab>
              <Tabs.Tab value="offers">Offers</Tabs.Tab>
              <Tabs.Tab value="images">Logo & Images</Tabs.Tab>
              <Tabs.Tab value="agreement">Agreement</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="info" pt="md">
              <BusinessInfoTab
                schemaForm={schemaForm}
                includeAsLocation={draft.locations.some((l) => l.type === 1)}
                onIncludeAsLocation={includeAsLocation}
              />
            </Tabs.Panel>
            <Tabs.Panel value="locations" pt="md">
              <LocationsTab
                locations={draft.locations}
                onAdd={() => setLocationDialog({})}
                onEdit={(location) => setLocationDialog({ location })}
                onDelete={deleteLocation}
              />
            </Tabs.Panel>
            <Tabs.Panel value="offers" pt="md">
              <OffersTab
                offers={draft.offers}
                onAdd={() => setOfferDialog({ offer: newOffer(categories), isNew: true })}
                onEdit={(offer) => setOfferDialog({ offer, isNew: false })}
                onDelete={deleteOffer}
              />
            </Tabs.Panel>
            <Tabs.Panel value="images" pt="md">
              <ImagesTab
                bpId={draft.bpId}
                codes={{
                  logoCode: draft.businessInfo.logoCode,
                  image1Code: draft.businessInfo.image1Code,
                  image2Code: draft.businessInfo.image2Code,
                }}
                onChange={(field, code) =>
                  setDraft((d) => ({ ...d, businessInfo: { ...d.businessInfo, [field]: code } }))
                }
                onBusy={(busy) => setUploads((n) => n + (busy ? 1 : -1))}
              />
            </Tabs.Panel>
            <Tabs.Panel value="agreement" pt="md">
              <AgreementTab coop={coop} schemaForm={schemaForm} />
            </Tabs.Panel>
          </Tabs>
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)}>
              Reset
            </Button>
            <Group>
              <Button
                variant="default"
                onClick={saveForLater}
                loading={save.isPending && !pending}
                disabled={uploads > 0}
              >
                Save for later
              </Button>
              <Button type="submit" loading={pending} disabled={uploads > 0} onClick={showFirstProblem}>
                Send for Approval
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      {locationDialog ? (
        <LocationDialog
          location={locationDialog.location}
          onClose={() => setLocationDialog(null)}
          onSave={(l) => {
            setDraft((d) => putLocation(d, l));
            setLocationDialog(null);
          }}
        />
      ) : null}
      {offerDialog ? (
        <OfferDialog
          offer={offerDialog.offer}
          isNew={offerDialog.isNew}
          locationIds={offerLocationIds(draft, offerDialog.offer.id)}
          locations={draft.locations}
          onClose={() => setOfferDialog(null)}
          onSave={(offer, ids) => {
            setDraft((d) => putOffer(d, offer, ids));
            setOfferDialog(null);
          }}
        />
      ) : null}
      <Modal opened={confirmReset} onClose={() => setConfirmReset(false)} title="Reset the business?" centered>
        <Stack>
          <Text>This clears the business info, its locations and offers. It cannot be undone.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmReset(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={reset}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
