// A release sold as a download only (a digital single or album): no physical copy, nothing to ship
// (BUSINESS-RULES "Cart pricing"; docs/projects.md "Digital singles"). Decision (project creation): a
// digital release is stored as category `project`, format `Digital`, with its digital sale switched on.

/** The format label a download-only release is stored with. */
export const DIGITAL_FORMAT = 'Digital';

/** Whether a project is a download only: category `project`, format `Digital`, digital sale on. */
export function isDownloadOnly(project: { category: string; format: string | null; digitalEnabled: boolean }): boolean {
  return project.category === 'project' && project.format === DIGITAL_FORMAT && project.digitalEnabled;
}
