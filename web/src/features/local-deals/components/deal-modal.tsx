import '@mantine/core/styles/List.css';
import { Button, Center, Group, List, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCAL_DEALS, MESSAGES } from '../../../../../shared/constants';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useAddFavorite } from '../api/add-favorite';
import { openDealQueryKey, useOpenDeal, type DealRef, type OpenedDeal } from '../api/open-deal';
import { usePrintDeal, type Coupon, type RedeemSource } from '../api/print-deal';
import { useRemoveFavorite } from '../api/remove-favorite';
import { CouponView, PrintCopy, type CoopBrand } from './coupon-view';
import { DealDetails } from './deal-details';
import { MessageDialog, useMessageDialog } from './message-dialog';
import { MobileRedemption } from './mobile-redemption';

// The deal modal: the opened deal, then a confirmation before a
// redemption, then the printed coupon and its thank-you, or the cashier's screen on the phone.
// Failures come up in the spec's dialogs above it.

type View = 'detail' | 'confirm-print' | 'confirm-mobile' | 'printing' | 'thanks' | 'mobile';

const TITLES: Record<Exclude<View, 'detail'>, string> = {
  'confirm-print': 'Print coupon',
  'confirm-mobile': 'Redeem on phone',
  printing: 'Your coupon',
  thanks: 'Thank you',
  mobile: 'Show this to the cashier',
};

interface DealModalProps {
  deal: DealRef;
  coop: CoopBrand;
  onClose: () => void;
}

export function DealModal({ deal: ref, coop, onClose }: DealModalProps) {
  const queryClient = useQueryClient();
  const opened = useOpenDeal(ref);
  const dialog = useMessageDialog();
  const printDeal = usePrintDeal();
  const addFavorite = useAddFavorite();
  const removeFavorite = useRemoveFavorite();
  const [view, setView] = useState<View>('detail');
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [printKey, setPrintKey] = useState(0);

  // A deal that cannot be opened is a dialog titled Error with the server's words.
  if (opened.error) {
    return <MessageDialog dialog={{ title: MESSAGES.errorTitle, message: errorMessage(opened.error) }} onClose={onClose} />;
  }

  const data = opened.data?.data;
  const busy = addFavorite.isPending || removeFavorite.isPending ? 'favorite' : printDeal.isPending ? 'redeem' : null;

  const setFavorite = (isFavorite: boolean) =>
    queryClient.setQueryData(openDealQueryKey(ref), (old: { data: OpenedDeal } | undefined) => (old ? { ...old, data: { ...old.data, isFavorite } } : old));

  const toggleFavorite = async (current: OpenedDeal) => {
    try {
      if (current.isFavorite) {
        // In favorites mode the list reloads (the mutation invalidates it).
        await removeFavorite.mutateAsync(current.dealdata);
        setFavorite(false);
        dialog.show(MESSAGES.favoriteRemoved);
      } else {
        await addFavorite.mutateAsync(current.dealdata);
        setFavorite(true);
        dialog.show(MESSAGES.favoriteAdded);
      }
    } catch (error) {
      dialog.show(MESSAGES.errorTitle, errorMessage(error));
    }
  };

  const redeem = async (current: OpenedDeal, source: RedeemSource) => {
    try {
      const result = await printDeal.mutateAsync({ deal: current.dealdata, source });
      setCoupon(result.coupon);
      if (source === LOCAL_DEALS.printSource) {
        setPrintKey((k) => k + 1);
        setView('printing');
      } else {
        setView('mobile');
      }
    } catch (error) {
      // The server's reason, e.g. when the next use is possible.
      setView('detail');
      dialog.show(MESSAGES.cannotRedeem, errorMessage(error));
    }
  };

  const printAgain = () => {
    setPrintKey((k) => k + 1);
    setView('printing');
  };

  const backToDeal = () => {
    setCoupon(null);
    setView('detail');
  };

  let title = 'Loading deal';
  let body = (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>Loading the deal</VisuallyHidden>
    </Center>
  );
  if (data) {
    title = view === 'detail' ? data.businessName : TITLES[view];
    if (view === 'detail') {
      body = (
        <DealDetails
          deal={data}
          busy={busy}
          onFavorite={() => void toggleFavorite(data)}
          onPrint={() => setView('confirm-print')}
          onMobile={() => setView('confirm-mobile')}
        />
      );
    } else if (view === 'confirm-print' || view === 'confirm-mobile') {
      const source = view === 'confirm-print' ? LOCAL_DEALS.printSource : LOCAL_DEALS.mobileSource;
      body = (
        <Stack gap="md" data-testid="redeem-confirm">
          <Text>
            {source === LOCAL_DEALS.printSource
              ? `Print a coupon for ${data.value} at ${data.businessName}? It uses one of your redemptions of this deal (${data.redemptions}).`
              : `Redeem ${data.value} at ${data.businessName} now? Do this at the counter: the next screen is for the cashier. It uses one of your redemptions of this deal (${data.redemptions}).`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setView('detail')} disabled={printDeal.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void redeem(data, source)} loading={printDeal.isPending}>
              {source === LOCAL_DEALS.printSource ? 'Yes, print it' : 'Yes, redeem now'}
            </Button>
          </Group>
        </Stack>
      );
    } else if (view === 'printing' && coupon) {
      body = (
        <Stack gap="md">
          <Text role="status">Your coupon is going to the printer. If no print dialog opened, use Print again.</Text>
          <CouponView coupon={coupon} coop={coop} testId="coupon" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={printAgain}>
              Print again
            </Button>
            <Button onClick={() => setView('thanks')}>Done</Button>
          </Group>
        </Stack>
      );
    } else if (view === 'thanks' && coupon) {
      body = (
        <Stack gap="md" data-testid="print-thanks">
          <Text fw={700}>Thank you! Your coupon {coupon.couponId} has been sent to your printer.</Text>
          <Text>How to use it:</Text>
          <List type="ordered" spacing="xs">
            <List.Item>
              Take the printed coupon to {coupon.businessName}
              {coupon.locationName ? ` (${coupon.locationName})` : ''}.
            </List.Item>
            <List.Item>Give it to the cashier before you pay; they scan the QR code or write down the coupon number.</List.Item>
            <List.Item>It is good for one use until {coupon.expirationDate}. Follow the special instructions printed on it.</List.Item>
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={printAgain}>
              Print again
            </Button>
            <Button variant="default" onClick={backToDeal}>
              Back to deal
            </Button>
            <Button onClick={onClose} data-testid="thanks-close">
              Close
            </Button>
          </Group>
        </Stack>
      );
    } else if (view === 'mobile' && coupon) {
      body = (
        <Stack gap="lg">
          <MobileRedemption coupon={coupon} />
          <Group justify="center" gap="sm">
            <Button variant="default" onClick={backToDeal}>
              Back to deal
            </Button>
            <Button onClick={onClose} data-testid="mobile-close">
              Close
            </Button>
          </Group>
        </Stack>
      );
    }
  }

  return (
    <>
      <AppModal title={title} onClose={onClose} size="lg" testId="deal-modal" closeOnEscape={dialog.dialog === null}>
        {body}
      </AppModal>
      {coupon && coupon.source === LOCAL_DEALS.printSource && (view === 'printing' || view === 'thanks') && (
        <PrintCopy coupon={coupon} coop={coop} printKey={printKey} onPrinted={() => setView('thanks')} />
      )}
      <MessageDialog dialog={dialog.dialog} onClose={dialog.close} />
    </>
  );
}
