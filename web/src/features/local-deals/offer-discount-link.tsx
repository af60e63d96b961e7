import { Link } from 'react-router-dom';
import classes from './local-deals.module.css';

/** The fixed link to the business-partner landing page. */
export function OfferDiscountLink() {
  return (
    <Link to="/b2c/newbp" className={classes.offer} data-testid="offer-discount">
      Offer A Discount
    </Link>
  );
}
