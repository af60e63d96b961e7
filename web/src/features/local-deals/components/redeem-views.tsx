import '@mantine/core/styles/List.css';
import { Button, Center, Group, List, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LOCAL_DEALS } from '#shared/constants.js';
import type { Coupon, RedeemSource } from '../api/print-deal';
import type { OpenedDeal } from '../open-deal';
import { CouponView, type CoopBrand } from './coupon-view';
import { MobileRedemption } from './mobile-redemption';

// The deal modal's views after the detail view: a redemption asked for, then the printed coupon
// and its thank-you, or the cashier's screen on the phone.

export function DealLoading() {
  return (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>Loading the deal</VisuallyHidden>
    </Center>
  );
}

interface RedeemConfirmProps {
  deal: OpenedDeal;
  source: RedeemSource;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A redemption uses up one of the deal's uses, so the member says yes first. */
export function RedeemConfirm({ deal, source, pending, onCancel, onConfirm }: RedeemConfirmProps) {
  const print = source === LOCAL_DEALS.printSource;
  return (
    <Stack gap="md" data-testid="redeem-confirm">
      <Text>
        {print
          ? `Print a coupon for ${deal.value} at ${deal.businessName}? It uses one of your redemptions of this deal (${deal.redemptions}).`
          : `Redeem ${deal.value} at ${deal.businessName} now? Do this at the counter: the next screen is for the cashier. It uses one of your redemptions of this deal (${deal.redemptions}).`}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          {print ? 'Yes, print it' : 'Yes, redeem now'}
        </Button>
      </Group>
    </Stack>
  );
}

interface PrintingProps {
  coupon: Coupon;
  coop: CoopBrand;
  onPrintAgain: () => void;
  onDone: () => void;
}

/** The browser's print dialog may not open (blocked, dismissed), so the coupon stays on screen with a second try. */
export function Printing({ coupon, coop, onPrintAgain, onDone }: PrintingProps) {
  return (
    <Stack gap="md">
      <Text role="status">Your coupon is going to the printer. If no print dialog opened, use Print again.</Text>
      <CouponView coupon={coupon} coop={coop} testId="coupon" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onPrintAgain}>
          Print again
        </Button>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

interface PrintThanksProps {
  coupon: Coupon;
  onPrintAgain: () => void;
  onBack: () => void;
  onClose: () => void;
}

export function PrintThanks({ coupon, onPrintAgain, onBack, onClose }: PrintThanksProps) {
  return (
    <Stack gap="md" data-testid="print-thanks">
      <Text fw={700}>Thank you! Your coupon {coupon.couponId} has been sent to your printer.</Text>
      <Text>How to use it:</Text>
      <List type="ordered" spacing="xs">
        <List.Item>
          Take the printed coupon to {coupon.businessName}
          {coupon.locationName ? ` (${coupon.locationName})` : ''}.
        </List.Item>
        <List.Item>
          Give it to the cashier before you pay; they scan the QR code or write down the coupon number.
        </List.Item>
        <List.Item>
          It is good for one use until {coupon.expirationDate}. Follow the special instructions printed on it.
        </List.Item>
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onPrintAgain}>
          Print again
        </Button>
        <Button variant="default" onClick={onBack}>
          Back to deal
        </Button>
        <Button onClick={onClose} data-testid="thanks-close">
          Close
        </Button>
      </Group>
    </Stack>
  );
}

interface MobileCouponProps {
  coupon: Coupon;
  timeZone: string;
  onBack: () => void;
  onClose: () => void;
}

export function MobileCoupon({ coupon, timeZone, onBack, onClose }: MobileCouponProps) {
  return (
    <Stack gap="lg">
      <MobileRedemption coupon={coupon} timeZone={timeZone} />
      <Group justify="center" gap="sm">
        <Button variant="default" onClick={onBack}>
          Back to deal
        </Button>
        <Button onClick={onClose} data-testid="mobile-close">
          Close
        </Button>
      </Group>
    </Stack>
  );
}
