// The notice that takes a form's place once it went through ('sent'): announced, focused, kept on screen.
import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon } from './form-fields.tsx';

export function FormNotice({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // After a client-side redirect the notice mounts in place of the form: move the focus to it, as
  // the autofocus attribute does on a full page load.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      autoFocus
      className="flex scroll-mt-28 gap-4 rounded-xl outline-none border border-line bg-surface-raised p-5 sm:p-6"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-ink">
        <CheckIcon className="size-5" />
      </span>
      <div>
        <p className="text-lg font-semibold">{title}</p>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </div>
  );
}
