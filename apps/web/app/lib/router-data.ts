// The page's router data, decoded before the page hydrates (entry.client.tsx, and preact/client.ts).
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's HydratedRouter suspends on its first render until the page's data (streamed in the
 * HTML) is decoded: its first call starts the decoding and throws the promise. Made here, before
 * hydrating, and waited for, the root never hydrates suspended. A suspended root cannot be hydrated at
 * once for a tap or a change that lands on it, so React drops that event (a country picked on /cart
 * in that moment was lost); after this, React hydrates the root there and then and delivers it.
 */
export function routerDataDecoded(): Promise<void> {
  decoded ??= decode();
  return decoded;
}

let decoded: Promise<void> | undefined;

async function decode(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}
