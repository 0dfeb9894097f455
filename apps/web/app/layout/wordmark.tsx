// The Spindle logo: a record seen from above and the wordmark.
export function Wordmark() {
  return (
    <span className="flex items-center gap-2 text-xl font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <circle cx="16" cy="16" r="10.5" fill="none" stroke="var(--surface)" strokeOpacity="0.3" />
        <circle cx="16" cy="16" r="6" fill="var(--accent)" />
        <circle cx="16" cy="16" r="1.6" fill="var(--surface)" />
      </svg>
      {/* The narrowest phones show the record alone, so the header's controls keep their room. */}
      <span className="hidden min-[420px]:inline">Spindle</span>
    </span>
  );
}
