// Public face of the support launcher.
export { SupportLauncher } from './support-launcher.tsx';
export { supportLauncherFor, type SupportLauncherKind } from './launcher-rule.ts';
