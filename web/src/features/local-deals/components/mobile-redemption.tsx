import type { Coupon } from '../api/print-deal';
import { formatIssued } from './coupon-view';
import classes from './coupon.module.css';

// The redemption screen the member shows the cashier: business, value,
// expiration, the authorized member and the coupon id, large enough to read across a counter.

export function MobileRedemption({ coupon, timeZone }: { coupon: Coupon; timeZone: string }) {
  return (
    <section className={classes.mobile} data-testid="mobile-redemption" aria-label="Redemption for the cashier">
      <h2 className={classes.mobileBusiness}>{coupon.businessName}</h2>
      <p className={classes.mobileValue} data-testid="mobile-value">
        {coupon.value}
      </p>
      <div>
        <p className={classes.mobileLabel}>Expires</p>
        <p className={classes.mobileText} data-testid="mobile-expires">
          {coupon.expirationDate}
        </p>
      </div>
      <div>
        <p className={classes.mobileLabel}>Authorized member</p>
        <p className={classes.mobileText} data-testid="mobile-member">
          {coupon.customerName}
        </p>
        <p className={classes.mobileText} data-testid="mobile-member-id">
          Member ID {coupon.memberId}
        </p>
      </div>
      <div>
        <p className={classes.mobileLabel}>Coupon</p>
        <p className={classes.mobileCode} data-testid="mobile-coupon-id">
          {coupon.couponId}
        </p>
      </div>
      <p className={classes.mobileLabel} data-testid="mobile-redeemed">
        Redeemed {formatIssued(coupon.redeemedAt, timeZone)}
      </p>
    </section>
  );
}
