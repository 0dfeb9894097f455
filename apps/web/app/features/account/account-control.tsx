// The header's account control: the sign panel's user icon for a visitor, the user menu once signed
// in. The white-label header shows only the short menu, and nothing for a visitor. The user menu is a
// chunk of its own: a visitor's pages do not load it (a signed-in page hydrates it once it arrives,
// its server HTML shown meanwhile). The server has it loaded before its first page (lazyLoadedOnServer).
import type { AppLocale } from '@spindle/domain';
import { Suspense } from 'react';
import { lazyLoadedOnServer } from '../../lib/lazy-loaded-on-server.tsx';
import { useAccountSession } from './account-session.ts';
import { SignPanel } from './sign-panel.tsx';

const UserMenu = lazyLoadedOnServer(() => import('./user-menu.tsx').then((module) => module.UserMenu));

export function AccountControl({ locale, variant = 'site' }: { locale: AppLocale; variant?: 'site' | 'shop' }) {
  const { user, providers, externalAdminUrl } = useAccountSession();
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserMenu user={user} locale={locale} variant={variant} externalAdminUrl={externalAdminUrl} />
      </Suspense>
    );
  }
  if (variant === 'shop') return null;
  return <SignPanel locale={locale} providers={providers} />;
}
