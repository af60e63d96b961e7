import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOCAL_DEALS } from '#shared/constants.js';
import { AppModal } from '#web/components/app-modal.js';
import { notifications } from '@mantine/notifications';
import { OfflineBanner } from '#web/components/offline-banner.js';
import { errorMessage, isOffline } from '#web/lib/api-client.js';
import { noConnection } from '#web/lib/offline-copy.js';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { OfflineRefusal, redeemOffline } from './offline-redemption';
import { useAddFavorite } from './api/add-favorite';
import { usePrintDeal, type Coupon, type RedeemSource } from './api/print-deal';
import { useRemoveFavorite } from './api/remove-favorite';
import { PrintCopy, type CoopBrand } from './components/coupon-view';
import { DealDetails } from './components/deal-details';
import { ReportProblem } from './components/report-problem';
import { MessageDialog, useMessageDialog } from './components/message-dialog';
import { DealLoading, MobileCoupon, PrintThanks, Printing, RedeemConfirm } from './components/redeem-views';
import { recordOpen } from './count-opens';
import { showFavorite, useOpenDeal, type DealRef, type OpenedDeal } from './open-deal';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';

// The deal modal: the opened deal, then a confirmation before a
// redemption, then the printed coupon and its thank-you, or the cashier's screen on the phone.
// Failures come up in the spec's dialogs above it.

type View = 'detail' | 'confirm-print' | 'confirm-mobile' | 'printing' | 'thanks' | 'mobile' | 'report';

const TITLES: Record<Exclude<View, 'detail'>, string> = {
  'confirm-print': 'Print coupon',
  'confirm-mobile': 'Redeem on phone',
  printing: 'Your coupon',
  thanks: 'Thank you',
  mobile: 'Show this to the cashier',
  report: 'Report a problem',
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
  // The business's numbers count the open once the deal's details are shown (batched, ADR 0094).
  const shown = Boolean(opened.data);
  useEffect(() => {
    if (shown) recordOpen({ dealId: ref.dealId, locationId: ref.locationId });
  }, [shown, ref.dealId, ref.locationId]);

  // A deal that cannot be opened is a dialog titled Error with the server's words.
  if (opened.error) {
    return (
      <MessageDialog
        dialog={{ title: COMMON_MESSAGES.errorTitle, message: errorMessage(opened.error) }}
        onClose={onClose}
      />
    );
  }

  const data = opened.data?.data;
  const busy = addFavorite.isPending || removeFavorite.isPending ? 'favorite' : printDeal.isPending ? 'redeem' : null;

  const setFavorite = (isFavorite: boolean) => showFavorite(queryClient, ref, isFavorite);

  const toggleFavorite = async (current: OpenedDeal) => {
    try {
      if (current.isFavorite) {
        // In favorites mode the list reloads (the mutation invalidates it).
        await removeFavorite.mutateAsync(current.dealdata);
        setFavorite(false);
        dialog.show(DEALS_MESSAGES.favoriteRemoved);
      } else {
        await addFavorite.mutateAsync(current.dealdata);
        setFavorite(true);
        dialog.show(DEALS_MESSAGES.favoriteAdded);
      }
    } catch (error) {
      dialog.show(COMMON_MESSAGES.errorTitle, errorMessage(error));
    }
  };

  /** 'Redeem on phone' in a dead zone: the favorite's ticket is the coupon, sent when back online. */
  const redeemWithoutConnection = async (current: OpenedDeal) => {
    try {
      setCoupon(await redeemOffline(current));
      setView('mobile');
      notifications.show({ id: 'offline-redemption', message: OFFLINE_MESSAGES.offlineQueued, color: 'yellow' });
    } catch (error) {
      setView('detail');
      dialog.show(DEALS_MESSAGES.cannotRedeem, error instanceof OfflineRefusal ? error.message : errorMessage(error));
    }
  };

  const redeem = async (current: OpenedDeal, source: RedeemSource) => {
    const mobile = source === LOCAL_DEALS.mobileSource;
    if (mobile && isOffline()) return redeemWithoutConnection(current);
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
      // No answer at all: the request may never have left the phone (one bar of signal).
      if (mobile && noConnection(error)) return redeemWithoutConnection(current);
      // The server's reason, e.g. when the next use is possible.
      setView('detail');
      dialog.show(DEALS_MESSAGES.cannotRedeem, errorMessage(error));
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

  const title = data ? (view === 'detail' ? data.businessName : TITLES[view]) : 'Loading deal';
  // Null until the deal (and, for the coupon's views, the coupon) is in: the loader shows.
  const viewBody = () => {
    if (!data) return null;
    switch (view) {
      case 'detail':
        return (
          <DealDetails
            deal={data}
            busy={busy}
            onFavorite={() => void toggleFavorite(data)}
            onPrint={() => setView('confirm-print')}
            onMobile={() => setView('confirm-mobile')}
            onReport={() => setView('report')}
          />
        );
      case 'report':
        return (
          <ReportProblem
            deal={data}
            onCancel={() => setView('detail')}
            onSent={(message) => {
              setView('detail');
              dialog.show(REPORT_MESSAGES.reportSentTitle, message);
            }}
          />
        );
      case 'confirm-print':
      case 'confirm-mobile': {
        const source = view === 'confirm-print' ? LOCAL_DEALS.printSource : LOCAL_DEALS.mobileSource;
        return (
          <RedeemConfirm
            deal={data}
            source={source}
            pending={printDeal.isPending}
            onCancel={() => setView('detail')}
            onConfirm={() => void redeem(data, source)}
          />
        );
      }
      case 'printing':
        return (
          coupon && <Printing coupon={coupon} coop={coop} onPrintAgain={printAgain} onDone={() => setView('thanks')} />
        );
      case 'thanks':
        return (
          coupon && <PrintThanks coupon={coupon} onPrintAgain={printAgain} onBack={backToDeal} onClose={onClose} />
        );
      case 'mobile':
        return (
          coupon && <MobileCoupon coupon={coupon} timeZone={coop.timeZone} onBack={backToDeal} onClose={onClose} />
        );
    }
  };

  return (
    <>
      <AppModal title={title} onClose={onClose} size="lg" testId="deal-modal" closeOnEscape={dialog.dialog === null}>
        <OfflineBanner kinds={['deal']} />
        {viewBody() ?? <DealLoading />}
      </AppModal>
      {coupon && coupon.source === LOCAL_DEALS.printSource && (view === 'printing' || view === 'thanks') && (
        <PrintCopy coupon={coupon} coop={coop} printKey={printKey} onPrinted={() => setView('thanks')} />
      )}
      <MessageDialog dialog={dialog.dialog} onClose={dialog.close} />
    </>
  );
}
