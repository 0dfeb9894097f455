// A first-party page_view on every page shown (spec section 7: "User events as type page_view with
// url"), the first load and each client navigation.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from './beacon.ts';

export function useFirstPartyPageViews(): void {
  const location = useLocation();
  useEffect(() => {
    track('page_view');
  }, [location.pathname, location.search]);
}
