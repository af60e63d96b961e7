import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatDollars } from '#web/lib/format.js';
import { present } from '#web/lib/text.js';
import { usDateTime } from '#shared/us-dates.js';
import type { Coupon } from '../api/print-deal';
import classes from './coupon.module.css';
import { QrCode } from '#web/components/qr-code.js';

// The printable coupon: business, address unless hidden, value,
// description, special instructions, expiry, member, the server's coupon id and its QR code, the
// co-op's logo. The modal shows it; a copy in its own layer under <body> is what the printer gets.

/** The co-op whose members' program the coupon belongs to (from the home data). */
export interface CoopBrand {
  name: string;
  logo: string;
  /** The co-op's time zone (home data): the coupon's times are the co-op's, as the server's messages are. */
  timeZone: string;
}

/** Special instructions longer than this print smaller, so the coupon stays on one page. */
const LONG_STUB = 1500;

/** When a coupon was issued, in the co-op's zone and naming it ('11/28/2027 10:23 AM CST'). */
export function formatIssued(iso: string, timeZone: string): string {
  return usDateTime(iso, timeZone);
}

/** Street (unless the partner hides it), city, state and ZIP. */
export function couponAddress(c: Pick<Coupon, 'address' | 'city' | 'state' | 'zip'>): string {
  const place = [c.city, [c.state, c.zip].filter(present).join(' ')].filter(present).join(', ');
  return [c.address, place].filter(present).join(', ');
}

interface CouponViewProps {
  coupon: Coupon;
  coop: CoopBrand;
  testId: string;
  onLogo?: () => void;
}

export function CouponView({ coupon, coop, testId, onLogo }: CouponViewProps) {
  return (
    <article className={classes.coupon} data-testid={testId} aria-label={`Coupon ${coupon.couponId}`}>
      <header className={classes.head}>
        {present(coop.logo) ? (
          <img
            src={coop.logo}
            alt={coop.name}
            width={180}
            height={60}
            className={classes.coopLogo}
            onLoad={onLogo}
            onError={onLogo}
          />
        ) : (
          <strong>{coop.name}</strong>
        )}
        <p className={classes.kicker}>Member savings coupon</p>
      </header>
      <div className={classes.main}>
        <div>
          <h2 className={classes.business}>{coupon.businessName}</h2>
          <div>{coupon.locationName}</div>
          <div data-testid="coupon-address">{couponAddress(coupon)}</div>
          <p className={classes.value}>{coupon.value}</p>
          <div>{coupon.description}</div>
          <dl className={classes.fields}>
            <dt>Value</dt>
            <dd>{formatDollars(coupon.dollarValue)}</dd>
            <dt>Expires</dt>
            <dd data-testid="coupon-expires">{coupon.expirationDate}</dd>
            <dt>Member</dt>
            <dd data-testid="coupon-member">{coupon.customerName}</dd>
            <dt>Member ID</dt>
            <dd data-testid="coupon-member-id">{coupon.memberId}</dd>
            <dt>Issued</dt>
            <dd data-testid="coupon-issued">{formatIssued(coupon.redeemedAt, coop.timeZone)}</dd>
          </dl>
        </div>
        <div className={classes.code}>
          <QrCode
            value={coupon.couponId}
            size={168}
            label={`QR code of coupon ${coupon.couponId}`}
            testId={`${testId}-qr`}
          />
          <span className={classes.couponId} data-testid={`${testId}-id`}>
            {coupon.couponId}
          </span>
        </div>
      </div>
      {present(coupon.stubCopy) && (
        <p
          className={classes.stub}
          data-testid="coupon-instructions"
          data-long={coupon.stubCopy.length > LONG_STUB ? '' : undefined}
        >
          <strong>Special instructions: </strong>
          {coupon.stubCopy}
        </p>
      )}
      <p className={classes.foot}>
        Present this coupon to the cashier before you pay. Valid once, at {coupon.businessName}, until{' '}
        {coupon.expirationDate}. Not valid with other offers unless the business says so.
      </p>
    </article>
  );
}

/** A logo that takes longer than this is printed without: the member should not wait on it. */
const LOGO_WAIT_MS = 1500;

/**
 * The printer's copy, alone under <body> (print CSS hides everything else). `printKey` changes for
 * every print asked for: once the logo is in (or given up on) the print dialog opens, and
 * `onPrinted` runs when the browser says it closed ('afterprint').
 */
export function PrintCopy({
  coupon,
  coop,
  printKey,
  onPrinted,
}: {
  coupon: Coupon;
  coop: CoopBrand;
  printKey: number;
  onPrinted: () => void;
}) {
  const [logoReady, setLogoReady] = useState(!present(coop.logo));
  const printed = useRef(0);
  const after = useRef(onPrinted);
  after.current = onPrinted;

  useEffect(() => {
    if (logoReady) return;
    const timer = window.setTimeout(() => setLogoReady(true), LOGO_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [logoReady]);

  // Listening before the first print: some browsers fire 'afterprint' before print() returns.
  useEffect(() => {
    const done = () => after.current();
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);

  useEffect(() => {
    // Once per request, even when React runs effects twice (development).
    if (!logoReady || printed.current === printKey) return;
    printed.current = printKey;
    window.print();
  }, [logoReady, printKey]);

  return createPortal(
    <div className={classes.printCopy}>
      <CouponView coupon={coupon} coop={coop} testId="coupon-print" onLogo={() => setLogoReady(true)} />
    </div>,
    document.body,
  );
}
