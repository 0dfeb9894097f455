// Public face of the third-party tags: the component loading the tag manager and analytics service
// after consent, and the chat provider's loader (features/support opens it).
export { ThirdPartyTags } from './third-party-tags.tsx';
export { hideCrisp, loadCrisp, openCrisp } from './tag-loader.ts';
