// Which projects the public sees (spec section 4: a launched project is one whose step is not
// creating, checking, failed or refused). Private is a sale mode reached by its link only: it has a
// page but stays out of lists and search.
import { isLaunched, PROJECT_STEPS, type ProjectStep } from '@spindle/domain';

/** Steps whose project page, songs and previews are public. */
export const PUBLIC_STEPS: readonly ProjectStep[] = PROJECT_STEPS.filter(isLaunched);

/** Steps listed in the shop, on the home page and in search. */
export const LISTED_STEPS: readonly ProjectStep[] = PUBLIC_STEPS.filter((step) => step !== 'private');
