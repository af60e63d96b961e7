import { NavLink } from 'react-router-dom';
import type { FeatureGroup } from '#shared/schemas/home.js';
import { memberPath } from '#web/lib/text.js';
import classes from './site-header.module.css';

interface MainNavProps {
  groups: readonly FeatureGroup[];
  vertical?: boolean;
}

/** One link per visible feature group, then All Deals. */
export function MainNav({ groups, vertical = false }: MainNavProps) {
  return (
    <nav aria-label="Main">
      <ul className={vertical ? classes.navListVertical : classes.navList}>
        {groups.map((group) => (
          <li key={group.groupIdentifier}>
            <NavLink to={memberPath(group.route)} className={classes.navLink} data-testid="nav-group">
              {group.groupName}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/b2c/alldeals" className={classes.navLink} data-testid="nav-all-deals">
            All Deals
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
