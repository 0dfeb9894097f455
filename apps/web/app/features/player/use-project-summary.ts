// The cover, name and page of the playing song's project. Songs (the contract) carry only a project
// id, so the bar asks GET /api/projects/{id} once per project and keeps the answer for the tab.
import type { ProjectDetail } from '@spindle/contracts';
import { catalogueRoutes } from '@spindle/contracts/http';
import { projectPath } from '@spindle/domain';
import { useEffect, useState } from 'react';
import { callBrowser } from '../../lib/api-browser.ts';
import { apiAnswer } from '../../lib/guards.ts';

export interface ProjectSummary {
  name: string;
  coverUrl: string;
  /** English path of the project page. */
  path: string;
}

const summaries = new Map<number, Promise<ProjectSummary | null>>();

function loadSummary(projectId: number): Promise<ProjectSummary | null> {
  let summary = summaries.get(projectId);
  if (!summary) {
    summary = callBrowser(catalogueRoutes.project, { params: { id: projectId } })
      .then((answer) => {
        if (!answer.ok) return null;
        const project = apiAnswer<ProjectDetail>(answer.value, 'id', 'name', 'slug', 'category', 'coverUrl');
        if (!project) return null;
        return { name: project.name, coverUrl: project.coverUrl, path: projectPath(project) };
      })
      .catch(() => {
        // A network failure may pass: ask again next time.
        summaries.delete(projectId);
        return null;
      });
    summaries.set(projectId, summary);
  }
  return summary;
}

/** The summary of a project, null while it loads (or when there is none). */
export function useProjectSummary(projectId: number | undefined): ProjectSummary | null {
  const [loaded, setLoaded] = useState<{ projectId: number; summary: ProjectSummary | null } | null>(null);
  useEffect(() => {
    if (projectId === undefined) return;
    let current = true;
    void loadSummary(projectId).then((summary) => {
      if (current) setLoaded({ projectId, summary });
    });
    return () => {
      current = false;
    };
  }, [projectId]);
  return loaded !== null && loaded.projectId === projectId ? loaded.summary : null;
}
