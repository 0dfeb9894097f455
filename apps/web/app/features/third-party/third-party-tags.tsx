// Loads the configured tag manager and analytics service once the visitor allows their purpose
// (marketing, analytics). Renders nothing. A purpose withdrawn after its script ran reloads the page,
// since a script cannot be unloaded.
import { useEffect, useRef } from 'react';
import { useConsent } from '../consent/index.ts';
import { useRootData } from '../../layout/root-data.ts';
import { loadPlausible, loadTagManager } from './tag-loader.ts';

export function ThirdPartyTags() {
  const tags = useRootData()?.thirdPartyTags;
  const consent = useConsent();
  const state = typeof consent === 'object' && consent !== null ? consent : null;
  const marketing = tags?.gtmId ? state?.marketing === true : false;
  const analytics = tags?.plausible ? state?.analytics === true : false;
  const ran = useRef({ marketing: false, analytics: false });

  useEffect(() => {
    if (consent === null) return;
    if ((ran.current.marketing && !marketing) || (ran.current.analytics && !analytics)) {
      window.location.reload();
      return;
    }
    if (marketing && tags?.gtmId) {
      loadTagManager(tags.gtmId);
      ran.current.marketing = true;
    }
    if (analytics && tags?.plausible) {
      loadPlausible(tags.plausible.domain, tags.plausible.scriptUrl);
      ran.current.analytics = true;
    }
  }, [consent, marketing, analytics, tags]);
  return null;
}
