// The header's account control: the sign panel's user icon for a visitor, the user menu once signed
// in. The white-label header shows only the short menu, and nothing for a visitor.
import type { AppLocale } from '@spindle/domain';
import { useAccountSession } from './account-session.ts';
import { SignPanel } from './sign-panel.tsx';
import { UserMenu } from './user-menu.tsx';

export function AccountControl({ locale, variant = 'site' }: { locale: AppLocale; variant?: 'site' | 'shop' }) {
  const { user, providers, externalAdminUrl } = useAccountSession();
  if (user) return <UserMenu user={user} locale={locale} variant={variant} externalAdminUrl={externalAdminUrl} />;
  if (variant === 'shop') return null;
  return <SignPanel locale={locale} providers={providers} />;
}
