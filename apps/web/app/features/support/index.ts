// Public face of the support launcher.
export { SupportLauncher } from './support-launcher.tsx';
export { LAUNCHER_HIDDEN_COOKIE, supportLauncherFor, type SupportLauncherKind } from './launcher-rule.ts';
