// The narrow frame of the sign-in family of pages (/forgot-password, /reset-password, /confirm-email).
import type { ReactNode } from 'react';

export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-8 pb-16 sm:pt-14">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
      <div className="mt-6 rounded-2xl border border-line p-5 sm:p-6">{children}</div>
    </div>
  );
}
