// A short-lived confirmation (the 'saved' toast of spec section 4, 1.5 s): true from when `trigger`
// changes to a truthy value until `durationMs` later.
import { useEffect, useState } from 'react';

/** Whether the confirmation for `trigger` is still showing. */
export function useFlash(trigger: object | null | undefined, durationMs: number): boolean {
  const [expired, setExpired] = useState<object | null>(null);
  useEffect(() => {
    if (!trigger) return;
    const timer = setTimeout(() => setExpired(trigger), durationMs);
    return () => clearTimeout(timer);
  }, [trigger, durationMs]);
  return Boolean(trigger) && expired !== trigger;
}
