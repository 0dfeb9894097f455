// The few line icons of the chrome (24 px grid, stroke = currentColor). Decorative: the control
// that holds one carries the accessible name.
import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const CartIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 7h12l-1 13H7L6 7Z" />
    <path d="M9 7a3 3 0 0 1 6 0" />
  </Icon>
);

export const UserIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const CloseIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const PlayIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
  </Icon>
);

export const PreviousTrackIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M18 6v12L9.5 12 18 6Z" fill="currentColor" />
    <path d="M6.5 6v12" />
  </Icon>
);

export const NextTrackIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 6v12l8.5-6L6 6Z" fill="currentColor" />
    <path d="M17.5 6v12" />
  </Icon>
);

export const VolumeIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5Z" fill="currentColor" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);

export const ChatIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4V5.5Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);
