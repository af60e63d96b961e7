import { Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { BusinessWizard } from '../features/business-partners/business-wizard';
import {
  useStoredBusiness,
  useWizardCategories,
  useWizardCoopInfo,
  useWizardProfile,
} from '../features/business-partners/wizard-api';
import { useIsLoggedIn } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

const LANDING = '/b2c/newbp';

// /b2c/newbpc/{id}/{action}: the business wizard. Only id 0 with
// action new; a visitor gets the info popup and the landing page, staff the admin warning.
export default function NewbpcPage() {
  const { id, action } = useParams();
  const member = useIsLoggedIn();
  const valid = id === '0' && action === 'new';
  useEffect(() => {
    if (valid && !member)
      notifications.show({
        id: 'offer-discount-login',
        title: COMMON_MESSAGES.pleaseLogin,
        message: PARTNERS_MESSAGES.offerDiscountLogin,
        color: 'blue',
      });
  }, [valid, member]);
  if (!valid || !member) return <Navigate to={LANDING} replace />;
  return <WizardLoader />;
}

function WizardLoader() {
  const profile = useWizardProfile();
  const categories = useWizardCategories();
  const stored = useStoredBusiness();
  const coop = useWizardCoopInfo();
  const isAdmin = profile.data?.profile.isAdmin === 1;
  useEffect(() => {
    if (isAdmin)
      notifications.show({
        id: 'admin-business',
        title: COMMON_MESSAGES.warningTitle,
        message: PARTNERS_MESSAGES.adminCannotCreateBusiness,
        color: 'yellow',
      });
  }, [isAdmin]);
  if (isAdmin) return <Navigate to={LANDING} replace />;
  const failed = profile.error ?? categories.error ?? stored.error;
  const retry = () => void Promise.all([profile.refetch(), categories.refetch(), stored.refetch()]);
  if (failed)
    return <LoadError title={COMMON_MESSAGES.errorTitle} message={COMMON_MESSAGES.serverConnection} onRetry={retry} />;
  // The draft as the server holds it now, not a copy cached before another tab's or this page's
  // last save: the wizard starts from what it is given and a save merges from that version.
  if (!profile.data || !categories.data || !stored.data || !stored.isFetchedAfterMount) return <Preloader />;
  return (
    <Container size="lg" py="xl">
      <BusinessWizard
        stored={stored.data.business}
        categories={categories.data.categories}
        coop={coop.data?.coopInfo}
      />
    </Container>
  );
}
