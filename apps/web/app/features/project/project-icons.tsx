// The project page's own line icons (24 px grid, stroke = currentColor). Decorative: the control
// that holds one carries the accessible name.
import type { ReactNode } from 'react';

function Icon({
  children,
  filled = false,
  className = 'size-5',
}: {
  children: ReactNode;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export const HeartIcon = ({ filled }: { filled?: boolean }) => (
  <Icon filled={filled} className={`size-5 ${filled ? 'text-accent' : ''}`}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
  </Icon>
);

export const ThumbIcon = ({ filled }: { filled?: boolean }) => (
  <Icon filled={filled} className={`size-5 ${filled ? 'text-accent' : ''}`}>
    <path d="M7 10v10H4V10h3Zm0 0 4-7a2 2 0 0 1 2.9 2.2L13 9h5.5a2 2 0 0 1 2 2.4l-1.4 7A2 2 0 0 1 17.1 20H7" />
  </Icon>
);
