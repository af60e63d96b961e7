import { Button } from '@mantine/core';
import { memo } from 'react';
import { formatDollars } from '#web/lib/format.js';
import classes from './local-deals.module.css';
import type { DealInList } from './deal-requests';
import { dealAddress, dealLogoSrc, distanceAway } from './utils/format-deal';

// One deal of the list. The business name is the button that
// opens it; its box covers the card, so the whole card is the target. A favorite that is no
// longer available says so instead and does not open.
// Plain elements styled by the CSS module, not a dozen Mantine components a card: a page is 30
// cards, and on a throttled phone their render was the page's longest task.

export type DealsView = 'list' | 'grid';

const LOGO = { list: { width: 120, height: 90 }, grid: { width: 160, height: 120 } } as const;

// Logos load lazily with their box sized up front, except the first screen's, which start with the
// render (no fetchpriority: the largest paint is a card's text, and the page's script comes first).
function Logo({ deal, view, eager }: { deal: DealInList; view: DealsView; eager: boolean }) {
  const src = dealLogoSrc(deal.logo);
  const size = LOGO[view];
  if (!src) return <div className={classes.logo} style={size} aria-hidden="true" />;
  return (
    <img
      src={src}
      alt={`${deal.businessName} logo`}
      {...size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={classes.logo}
      data-testid="deal-logo"
    />
  );
}

interface DealCardProps {
  deal: DealInList;
  view: DealsView;
  onOpen: (deal: DealInList) => void;
  /** A favorite whose deal ended or was withdrawn: says why and cannot be opened. */
  unavailable?: string;
  /** Offered on an unavailable favorite, so it can still be taken off the list. */
  onRemove?: (deal: DealInList) => void;
  /** On the first screen: its logo loads at once instead of lazily. */
  eager?: boolean;
}

export const DealCard = memo(function DealCard({
  deal,
  view,
  onOpen,
  unavailable,
  onRemove,
  eager = false,
}: DealCardProps) {
  return (
    <article
      className={classes.deal}
      data-view={view}
      data-testid="local-deal"
      data-unavailable={unavailable ? 'true' : undefined}
    >
      <div className={classes.dealLogo}>
        <Logo deal={deal} view={view} eager={eager} />
      </div>
      <div className={classes.dealBody}>
        <h3 className={classes.dealName}>
          {unavailable ? (
            deal.businessName
          ) : (
            <button type="button" className={classes.open} onClick={() => onOpen(deal)}>
              {deal.businessName}
            </button>
          )}
        </h3>
        {unavailable && (
          <p className={classes.unavailable} data-testid="deal-unavailable">
            {unavailable}
          </p>
        )}
        <p className={classes.dealValue}>{deal.value}</p>
        <p className={classes.small}>{deal.description}</p>
        <p className={classes.facts}>
          <span className={classes.dollars} data-testid="deal-dollars">
            {formatDollars(deal.dollarValue)} value
          </span>
          <span data-testid="deal-distance">{distanceAway(deal)}</span>
        </p>
        <p className={`${classes.small} ${classes.dimmed}`} data-testid="deal-address">
          {dealAddress(deal)}
        </p>
        {unavailable && onRemove && (
          <div>
            <Button size="xs" variant="outline" onClick={() => onRemove(deal)}>
              Remove from favorites
            </Button>
          </div>
        )}
      </div>
    </article>
  );
});
