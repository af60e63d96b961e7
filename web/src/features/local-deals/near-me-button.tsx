import { Button } from '@mantine/core';
import { useState } from 'react';
import { roundCoordinate } from '#shared/constants.js';
import { NEAR_ME_MESSAGES } from '#shared/schemas/deals-messages.js';

// "Use my location" beside the ZIP search. The browser is asked for its position only when the
// button is pressed (never on page load); a refusal, an error, a timeout or a fix too coarse to
// search from (worse than MAX_ACCURACY_METERS) goes to `onUnavailable`, and the page
// falls back to the ZIP search. The point leaves here rounded to about 100 m.

/** A fix less precise than this could be in the next town: the ZIP search serves better. */
const MAX_ACCURACY_METERS = 5000;

/** How long the browser may take, and how old a fix it may reuse (a phone's last one is fine). */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 };

interface NearMeButtonProps {
  onPoint: (point: { lat: number; lng: number }) => void;
  onUnavailable: () => void;
}

export function NearMeButton({ onPoint, onUnavailable }: NearMeButtonProps) {
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!navigator.geolocation) {
      onUnavailable();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        if (!(coords.accuracy <= MAX_ACCURACY_METERS)) onUnavailable();
        else onPoint({ lat: roundCoordinate(coords.latitude), lng: roundCoordinate(coords.longitude) });
      },
      () => {
        setLocating(false);
        onUnavailable();
      },
      POSITION_OPTIONS,
    );
  };
  return (
    <Button
      variant="default"
      onClick={locate}
      loading={locating}
      loaderProps={{ 'aria-label': NEAR_ME_MESSAGES.locating }}
      style={{ flex: '0 0 auto' }}
    >
      {NEAR_ME_MESSAGES.useMyLocation}
    </Button>
  );
}
