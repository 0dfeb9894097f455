// A progress bar people and screen readers can read: role=progressbar with its values, the percent
// written beside it (DESIGN.md: "progress as a bar with its percent").
export function ProgressBar({ label, percent, id }: { label: string; percent: number; id?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-3">
      <div
        id={id}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span className="w-11 text-right text-sm tabular-nums" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}
