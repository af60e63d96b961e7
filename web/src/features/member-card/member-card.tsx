import { MEDIA } from '#shared/constants.js';
import classes from './member-card.module.css';

// ccard: the co-op's card art, front and back, named by its card id
// plus f or b, with the member's name and member id and the notice that it is not insurance.

export const cardArt = (coopIdCard: string, side: 'f' | 'b') =>
  `${MEDIA.publicPrefix}${MEDIA.cards}${coopIdCard}${side}.svg`;

/** `front` and `back`: the art uploaded in Platform Setup (home data), else the art named by the card id. */
export function MemberCard({
  coopIdCard,
  coopName,
  memberName,
  memberId,
  front,
  back,
}: {
  coopIdCard: string;
  coopName: string;
  memberName: string;
  memberId: string;
  front?: string;
  back?: string;
}) {
  return (
    <div className={`${classes.cards} ${classes.printArea}`} data-testid="member-card">
      <figure className={classes.card} style={{ margin: 0 }}>
        <img
          className={classes.art}
          src={front ?? cardArt(coopIdCard, 'f')}
          alt={`${coopName} membership card, front`}
          width={405}
          height={255}
        />
        <figcaption className={classes.holder}>
          <div className={classes.name} data-testid="card-name">
            {memberName}
          </div>
          <div data-testid="card-member-id">Member ID {memberId}</div>
          <div className={classes.notice}>THIS IS NOT INSURANCE</div>
        </figcaption>
      </figure>
      <figure className={classes.card} style={{ margin: 0 }}>
        <img
          className={classes.art}
          src={back ?? cardArt(coopIdCard, 'b')}
          alt={`${coopName} membership card, back`}
          width={405}
          height={255}
        />
      </figure>
    </div>
  );
}
